import { apiEn as api } from "./i18n/en/api.ts";

/**
 * The message catalogue of docs/product.md#error-catalogue: the English texts the server answers
 * with (tests on both sides import them from here). Clients word a failure by its `code`
 * (ERROR_CODES); only the forced logout (docs/product.md#sessions-in-the-browser) still looks at
 * the messages themselves. docs/product.md lists every code: scripts/docs.test.ts fails when it
 * falls behind.
 *
 * One text catalogue (issue 45): a message that is also a dictionary text is taken from the
 * dictionary's file of the API's text (`i18n/en/api.ts`: small, so the Worker and the panel load
 * no more for it), never written here a second time; scripts/text-catalogue.test.ts counts the
 * sentences written in both. Only the server's own wordings (the forced-logout messages of
 * docs/product.md#session-messages, and a few the panel words otherwise) are written here.
 */

type ApiKey = keyof typeof api;
/**
 * Where a message comes from: a key of the API's text, or such a text without its final full stop
 * (the server's older wording of a few messages: its clients' tests quote them, so they stay).
 */
type Source = ApiKey | { withoutStop: ApiKey };
type TextOf<S extends Source> = S extends ApiKey ? (typeof api)[S] : string;

/** The dictionary's English text of one key of the API's text, or that text without its final stop. */
function message<S extends Source>(source: S): TextOf<S> {
  const key: Source = source;
  return (typeof key === "string" ? api[key] : api[key.withoutStop].replace(/\.$/, "")) as TextOf<S>;
}

/**
 * A group of messages by the server's names for them: each from its source in the dictionary, then
 * the server's own wordings (`own`), which no dictionary has. Every group is built by a call marked
 * pure, so that a bundle that uses no group of this module (the panel's main chunk, which holds
 * the forced-logout messages) leaves the groups out, and the dictionary's file with them.
 */
function messages<
  const S extends Record<string, Source>,
  const O extends Record<string, string> = Record<never, never>,
>(sources: S, own?: O): { readonly [K in keyof S]: TextOf<S[K]> } & Readonly<O> {
  const derived = Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, message(source)]));
  return { ...derived, ...own } as { readonly [K in keyof S]: TextOf<S[K]> } & Readonly<O>;
}

/**
 * The forced-logout messages (docs/product.md#session-messages): the panel's main chunk holds them
 * without a dictionary. "Access denied: Insufficient permissions" is also `error.FORBIDDEN`'s text.
 */
export const AUTH_MESSAGES = {
  sessionExpired: "Session expired",
  anotherLoginDetected: "Another login detected.",
  sessionExpiredOtherBrowser: "Session expired. You have been logged out from another browser.",
  loggedOutOtherBrowser: "You have been logged out from another browser.",
  anotherBrowserLoggedIn: "Another browser has logged in with your account.",
  jwtExpired: "jwt expired",
  invalidToken: "Invalid token",
  invalidOrExpiredToken: "Invalid or expired token",
  unauthorized: "Unauthorized",
  userNotFound: "User not found",
  suspended: "Your account has been suspended",
  forbidden: "Access denied: Insufficient permissions",
  sessionInvalid: "Session invalid.",
} as const;

/** Any of these messages in an API error forces a logout (docs/product.md#session-messages). */
export const FORCED_LOGOUT_MESSAGES: readonly string[] = Object.values(AUTH_MESSAGES);

/** The admin second factor (decision 053); not forced-logout messages: the session stays. */
export const MFA_MESSAGES = /* @__PURE__ */ messages({
  required: "error.MFA_REQUIRED",
  setupRequired: "error.MFA_SETUP_REQUIRED",
  codeInvalid: "error.MFA_CODE_INVALID",
  passkeyInvalid: "error.MFA_PASSKEY_INVALID",
});

export const VOUCHER_MESSAGES = /* @__PURE__ */ messages({
  redeemed: "vouchers.redeemed",
});

/** The referral code's messages the server answers with (docs/product.md#referrals). */
export const REFERRAL_MESSAGES = /* @__PURE__ */ messages({
  invalidCode: "error.INVALID_REFERRAL",
  enterCode: "referrals.msg.enterCode",
});

export const REPORT_MESSAGES = /* @__PURE__ */ messages({
  serviceNameRequired: "report.error.serviceNameRequired",
  descriptionRequired: "report.error.descriptionRequired",
  descriptionMin: "report.error.descriptionMin",
});
/** A report names one of the reporter's own services (issue 46). */
export const REPORT_SERVICE_NOT_YOURS = /* @__PURE__ */ message("error.REPORT_SERVICE_NOT_YOURS");

/**
 * Every `code` the API answers with (the envelope's, and a field's in `details.fields`): the
 * contract between the Worker, which may throw no other, and the clients, which word each one
 * with the dictionaries' `error.<CODE>` text.
 */
export const ERROR_CODES = [
  // Any route
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "REQUEST_FAILED",
  "RATE_LIMITED",
  "FILE_TOO_LARGE",
  "INTERNAL_ERROR",
  "MISCONFIGURED",
  "TEMPORARILY_UNAVAILABLE",
  // Accounts
  "INVALID_CREDENTIALS",
  "RESET_INVALID",
  "VERIFICATION_INVALID",
  "EMAIL_UNVERIFIED",
  "EMAIL_TAKEN",
  "PHONE_INVALID",
  "REAUTH_REQUIRED",
  "LAST_ADMIN",
  "MFA_REQUIRED",
  "MFA_SETUP_REQUIRED",
  "MFA_CODE_INVALID",
  "MFA_PASSKEY_INVALID",
  "GOOGLE_UNAVAILABLE",
  "GOOGLE_SIGN_IN_FAILED",
  "USER_DELETED",
  "USER_OWN_STATUS",
  // Catalogue and service access
  "CATEGORY_NAME_TAKEN",
  "TIMEFRAME_NAME_TAKEN",
  "PACKAGE_NAME_TAKEN",
  "PACKAGE_HAS_NO_SERVICES",
  "REPORT_SERVICE_NOT_YOURS",
  "SERVICE_NAME_TAKEN",
  "PLAN_SERVICE_DUPLICATE",
  "SUBSCRIPTION_REQUIRED",
  "NOT_ENTITLED",
  "SERVICE_UNAVAILABLE",
  "NOT_COOKIE_SERVICE",
  "SERVICE_NO_SESSION",
  "NO_FREE_SEAT",
  "ACCOUNT_LABEL_TAKEN",
  "BLOCKED_URL_COVERS_SERVICE",
  "BLOCKED_URL_OFF_SERVICE",
  "PROBE_URL_NOT_ALLOWED",
  "NO_HEALTH_PROBE",
  "SERVICE_DOWN",
  "INCIDENT_NOT_CONFIRMABLE",
  // Extensions
  "EXTENSION_OUTDATED",
  "EXTENSION_VERSION_NOT_GREATER",
  "EXTENSION_VERSION_TAKEN",
  "LINK_CODE_INVALID",
  "EXTENSION_NOT_LINKABLE",
  // Commerce
  "PACKAGE_UNAVAILABLE",
  "PROVIDER_UNAVAILABLE",
  "PROVIDER_FAILED",
  "INVALID_SIGNATURE",
  "VOUCHER_CODE_TAKEN",
  "VOUCHER_UNKNOWN",
  "VOUCHER_DISABLED",
  "VOUCHER_EXPIRED",
  "VOUCHER_USED_UP",
  "VOUCHER_ALREADY_REDEEMED",
  "TRIAL_UNAVAILABLE",
  "TRIAL_NOT_ELIGIBLE",
  "TRIAL_ALREADY_USED",
  "TRIAL_EMAIL_UNVERIFIED",
  "TRIAL_IP_LIMIT",
  "TRIAL_PHONE_REQUIRED",
  "TRIAL_PACKAGE_TAKEN",
  // Referrals
  "INVALID_REFERRAL",
  "REFERRAL_SELF_REFERRAL",
  "ALREADY_REFERRED",
  "REFERRAL_AFTER_PURCHASE",
  "REFERRAL_NOT_REVIEWABLE",
  "REFERRAL_NOT_PENDING",
  // Support
  "TURNSTILE_FAILED",
  "UPGRADE_REQUIRED",
  // Email
  "BLAST_NOT_RUNNING",
  "INVALID_TOKEN",
  // Tools
  "TOOL_UNAVAILABLE",
  "MEDIA_UNSUPPORTED",
  "MEDIA_PROVIDERS_DOWN",
  "MEDIA_QUOTA_EXHAUSTED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const TOOL_MESSAGES = /* @__PURE__ */ messages({
  unsupported: "error.MEDIA_UNSUPPORTED",
  providersDown: "error.MEDIA_PROVIDERS_DOWN",
  quotaExhausted: "error.MEDIA_QUOTA_EXHAUSTED",
  unavailable: "error.TOOL_UNAVAILABLE",
});

export const EXTENSION_MESSAGES = /* @__PURE__ */ messages(
  {
    /** docs/product.md#extensions: "the extensions are outdated and must be updated". */
    outdated: "error.EXTENSION_OUTDATED",
    notCookieService: { withoutStop: "error.NOT_COOKIE_SERVICE" },
    noCookies: "error.SERVICE_NO_SESSION",
  },
  {
    linkCodeInvalid: "This link code is invalid or has expired",
    /** Only PremiumHub Access is linked to an account (decision 050's issue: tokens are bound to it). */
    notLinkable: "Only the PremiumHub Access extension can be linked to an account",
  },
);

export const SYSTEM_MESSAGES = /* @__PURE__ */ messages(
  {
    unavailable: "error.TEMPORARILY_UNAVAILABLE",
  },
  {
    misconfigured: "The server is misconfigured and cannot answer requests until an operator fixes it.",
  },
);

export const ACCOUNT_MESSAGES = /* @__PURE__ */ messages(
  {
    invalidCredentials: "error.INVALID_CREDENTIALS",
    emailTaken: "error.EMAIL_TAKEN",
    resetSent: "account.resetSent",
    resetInvalid: "error.RESET_INVALID",
    verificationInvalid: { withoutStop: "error.VERIFICATION_INVALID" },
    passwordChanged: "account.passwordChanged",
    invalidPhone: "error.PHONE_INVALID",
    rateLimited: "error.RATE_LIMITED",
    googleUnavailable: "error.GOOGLE_UNAVAILABLE",
    /** Issue 41: mail to an address its owner has not confirmed stays within the confirmation itself. */
    emailUnverified: "error.EMAIL_UNVERIFIED",
  },
  {
    mailLimited: "We have sent several emails to this address recently. Please check your inbox or try again later.",
  },
);

export const INCIDENT_MESSAGES = /* @__PURE__ */ messages({
  notConfirmable: "error.INCIDENT_NOT_CONFIRMABLE",
});

export const SERVICE_MESSAGES = /* @__PURE__ */ messages(
  {
    notEntitled: "error.NOT_ENTITLED",
    slugTaken: "error.SERVICE_NAME_TAKEN",
    unavailable: "error.SERVICE_UNAVAILABLE",
    noFreeSeat: "error.NO_FREE_SEAT",
    accountLabelTaken: "error.ACCOUNT_LABEL_TAKEN",
    blockedCoversService: "error.BLOCKED_URL_COVERS_SERVICE",
    blockedOffService: "error.BLOCKED_URL_OFF_SERVICE",
    probeUrlNotAllowed: "error.PROBE_URL_NOT_ALLOWED",
    down: "error.SERVICE_DOWN",
    noHealthProbe: "error.NO_HEALTH_PROBE",
  },
  {
    noSubscription: "You have no active subscription",
  },
);

export const VOUCHER_ERRORS = /* @__PURE__ */ messages({
  unknown: "error.VOUCHER_UNKNOWN",
  expired: "error.VOUCHER_EXPIRED",
  disabled: "error.VOUCHER_DISABLED",
  usedUp: "error.VOUCHER_USED_UP",
  alreadyRedeemed: "error.VOUCHER_ALREADY_REDEEMED",
});

export const TRIAL_MESSAGES = /* @__PURE__ */ messages(
  {
    unavailable: { withoutStop: "error.TRIAL_UNAVAILABLE" },
    alreadyUsed: { withoutStop: "error.TRIAL_ALREADY_USED" },
    phoneRequired: { withoutStop: "error.TRIAL_PHONE_REQUIRED" },
    emailUnverified: { withoutStop: "error.TRIAL_EMAIL_UNVERIFIED" },
    ipLimit: { withoutStop: "error.TRIAL_IP_LIMIT" },
  },
  {
    notEligible: "The free trial is for new customers: this account already had a subscription",
    packageTaken: "Another package already offers the free trial: set its trial days to 0 first",
  },
);

/** The honest catalogue (issue 46, decision 068). */
export const PACKAGE_MESSAGES = /* @__PURE__ */ messages({
  noServices: "error.PACKAGE_HAS_NO_SERVICES",
});

export const PAYMENT_MESSAGES = /* @__PURE__ */ messages({
  packageUnavailable: "error.PACKAGE_UNAVAILABLE",
  providerUnavailable: "error.PROVIDER_UNAVAILABLE",
  providerFailed: "error.PROVIDER_FAILED",
});

export const REFERRAL_ERRORS = /* @__PURE__ */ messages({
  selfReferral: "error.REFERRAL_SELF_REFERRAL",
  alreadyReferred: "error.ALREADY_REFERRED",
  afterPurchase: "error.REFERRAL_AFTER_PURCHASE",
});
