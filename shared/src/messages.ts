/**
 * The message catalogue of docs/product.md#error-catalogue: the English texts the server answers
 * with (tests on both sides import them from here). Clients word a failure by its `code`
 * (ERROR_CODES); only the forced logout (docs/product.md#sessions-in-the-browser) still looks at
 * the messages themselves. docs/product.md lists every code: scripts/docs.test.ts fails when it
 * falls behind.
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
export const MFA_MESSAGES = {
  required: "Confirm it is you with your second factor to use the admin area.",
  setupRequired: "Set up a second factor to use the admin area.",
  codeInvalid: "This code is not valid. Check your authenticator app and try again.",
  passkeyInvalid: "The passkey could not be verified. Please try again.",
} as const;

export const VOUCHER_MESSAGES = {
  redeemed: "Voucher redeemed successfully!",
  redeemFailed: "Failed to redeem voucher. Please try again.",
} as const;

export const SUBSCRIPTION_MESSAGES = {
  loadError: "Error loading subscription information",
} as const;

export const REFERRAL_MESSAGES = {
  invalidCode: "Invalid referral code",
  applyFailed: "Failed to apply referral code",
  copyCodeFailed: "Failed to copy referral code to clipboard",
  copyFailed: "Failed to copy to clipboard",
  enterCode: "Please enter a referral code",
  noCode: "No referral code available",
  errorTitle: "Referral Error",
  copiedTitle: "Code Copied!",
  copiedBody: 'Referral code "{code}" has been copied to your clipboard',
  copyLinkFailed: "Failed to copy link",
} as const;

export const REPORT_MESSAGES = {
  serviceNameRequired: "Service name is required",
  descriptionRequired: "Issue description is required",
  descriptionMin: "Issue description must be at least 10 characters",
} as const;
/** A report names one of the reporter's own services (issue 46). */
export const REPORT_SERVICE_NOT_YOURS = "Choose one of the services of your package";

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

export const TOOL_MESSAGES = {
  unsupported: "This link is not supported. Paste the address of a public video or image post.",
  providersDown: "The download service is not responding right now. Please try again in a few minutes.",
  quotaExhausted: "You have used all of today's downloads. The count starts again tomorrow (UTC).",
  unavailable: "The media downloader is not available at the moment.",
} as const;

export const EXTENSION_MESSAGES = {
  /** docs/product.md#extensions: "the extensions are outdated and must be updated". */
  outdated: "The extensions are outdated and must be updated.",
  linkCodeInvalid: "This link code is invalid or has expired",
  /** Only PremiumHub Access is linked to an account (decision 050's issue: tokens are bound to it). */
  notLinkable: "Only the PremiumHub Access extension can be linked to an account",
  notCookieService: "This service is not opened with cookies",
  noCookies: "This service has no session configured yet",
} as const;

export const SYSTEM_MESSAGES = {
  misconfigured: "The server is misconfigured and cannot answer requests until an operator fixes it.",
  unavailable: "The service is temporarily unavailable. Nothing was changed; please try again in a moment.",
} as const;

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  resetSent: "If an account exists for this email, we have sent a link to reset the password.",
  resetInvalid: "This reset link is invalid or has expired",
  verificationInvalid: "This confirmation link is invalid or has expired",
  passwordChanged: "Your password has been changed. Please sign in.",
  invalidPhone: "phone is not a valid number for the chosen country",
  rateLimited: "Too many attempts. Please wait a moment and try again.",
  googleUnavailable: "Google sign-in is not configured",
  /** Issue 41: mail to an address its owner has not confirmed stays within the confirmation itself. */
  emailUnverified: "Confirm your email address first: open the link we sent you, then try again.",
  mailLimited: "We have sent several emails to this address recently. Please check your inbox or try again later.",
} as const;

export const INCIDENT_MESSAGES = {
  notConfirmable: "Only a service outage that has not been settled yet can be confirmed.",
} as const;

export const SERVICE_MESSAGES = {
  notEntitled: "This service is not included in your package",
  noSubscription: "You have no active subscription",
  slugTaken: "A service with this name already exists",
  unavailable: "This service is currently unavailable",
  noFreeSeat: "Every seat of this service is taken right now. You are in line: we will email you when a seat is yours.",
  accountLabelTaken: "This service already has an account with this label",
  blockedCoversService: "This pattern would block the service's own access URL",
  blockedOffService: "This pattern must name a page of the service's own site (||domain/path or |https://host/path)",
  probeUrlNotAllowed: "The probe URL must be a page of the service's own site, on a public address",
  down: "This service is down and we are fixing it. Please try again later.",
  noHealthProbe: "This service has no health probe: set its probe URL and a marker first",
} as const;

export const VOUCHER_ERRORS = {
  unknown: "This voucher code does not exist",
  expired: "This voucher has expired",
  disabled: "This voucher is disabled",
  usedUp: "This voucher has been fully redeemed",
  alreadyRedeemed: "You have already redeemed this voucher",
} as const;

export const TRIAL_MESSAGES = {
  unavailable: "No free trial is offered right now",
  notEligible: "The free trial is for new customers: this account already had a subscription",
  alreadyUsed: "The free trial has already been used by this account or this phone number",
  phoneRequired: "Add your phone number to your profile to start the free trial",
  emailUnverified: "Confirm your email address to start the free trial: we sent you a link",
  ipLimit: "Too many free trials were started from this network today. Please try again tomorrow",
  packageTaken: "Another package already offers the free trial: set its trial days to 0 first",
} as const;

/** The honest catalogue (issue 46, decision 068). */
export const PACKAGE_MESSAGES = {
  noServices: "A package goes on sale only once it includes an active service",
} as const;

export const PAYMENT_MESSAGES = {
  packageUnavailable: "This package is not available",
  providerUnavailable: "This payment method is not available",
  providerFailed: "The payment provider could not be reached. Please try again.",
} as const;

export const REFERRAL_ERRORS = {
  selfReferral: "You cannot use your own referral code",
  alreadyReferred: "A referral code has already been applied to your account",
  afterPurchase: "Referral codes can only be applied before your first purchase",
} as const;
