import {
  associateBody,
  categoryBody,
  categoryDto,
  entitledService,
  packageBody,
  packageNameParam,
  packageUpdateBody,
  planServiceBody,
  planServiceDto,
  planServiceListQuery,
  reportBody,
  reportDto,
  reportListQuery,
  reportStatusBody,
  reportSummaryRow,
  serviceAccessDto,
  serviceBody,
  serviceDto,
  serviceListQuery,
  servicePreview,
  serviceSlugParam,
  serviceUpdateBody,
  supportService,
  timeframeBody,
  timeframeDto,
  uploadedMedia,
} from "@app/shared/schemas/catalogue";
import {
  checkoutQuote,
  paymentBody,
  paymentMethods,
  paymentResult,
  receiptDto,
  receiptPdfQuery,
  redeemBody,
  redeemResult,
  redemptionDto,
  sandboxActionParam,
  sandboxPaymentParam,
  subscriptionInfo,
  transactionDto,
  transactionListQuery,
  trialOffer,
  trialResult,
  voucherCreateBody,
  voucherDto,
  voucherListQuery,
  voucherPreview,
  voucherUpdateBody,
  webhookProviderParam,
  webhookResult,
} from "@app/shared/schemas/commerce";
import {
  apiPage,
  apiSuccess,
  deletedResult,
  healthResult,
  idParam,
  localeQuery,
  uuidParam,
} from "@app/shared/schemas/common";
import {
  announcementBody,
  announcementDto,
  announcementUpdateBody,
  auditEntry,
  auditQuery,
  blastDetail,
  blastDto,
  blastListQuery,
  blastStatus,
  blastSummary,
  databaseBlastBody,
  dismissedResult,
  excelBlastFields,
  fileBlastCreated,
  mailedTokenQuery,
  mailPreview,
  mailPreviewQuery,
  mailTemplateParam,
  manualBlastBody,
  manualBlastCreated,
  markdownPreview,
  myAnnouncement,
  newsletterBody,
  newsletterResult,
  outboxMessage,
  outboxQuery,
  previewBody,
  recipientDto,
  recipientListQuery,
  sampleRecipient,
  sampleRecipientQuery,
  segmentBlastCreated,
  segmentCount,
  segmentCountQuery,
  senderBody,
  senderDto,
  senderUpdateBody,
  unsubscribedResult,
} from "@app/shared/schemas/comms";
import {
  conflictsBody,
  EXTENSION_ID_HEADER,
  EXTENSION_VERSION_HEADER,
  extensionConflict,
  extensionDownloadParam,
  extensionIdParam,
  extensionReleaseRow,
  extensionReleases,
  extensionSessionResult,
  extensionSettingsBody,
  extensionSettingsRow,
  extensionTokenBody,
  extensionTokenResult,
  firefoxBuildRow,
  firefoxUpdateManifest,
  linkCodeResult,
  releaseForm,
  semverString,
  setupLinkBody,
  setupLinkResult,
} from "@app/shared/schemas/extensions";
import { downtimeCreditSettings, incidentDto, incidentsQuery, userNotice } from "@app/shared/schemas/incidents";
import {
  adminInformation,
  mostUsedQuery,
  mostUsedService,
  recentService,
  statistics,
  statisticsQuery,
} from "@app/shared/schemas/insights";
import {
  mfaPassedDto,
  mfaStatusDto,
  mfaVerifyBody,
  passkeyOptionsDto,
  passkeyRegisterBody,
  recoveryCodesDto,
  totpConfirmBody,
  totpSetupDto,
} from "@app/shared/schemas/mfa";
import { packageDto, packageListQuery, packageWithServicesDto } from "@app/shared/schemas/packages";
import {
  applyReferralBody,
  applyReferralResult,
  approvedResult,
  myReferralCode,
  referralActivity,
  referralAdminQuery,
  referralCheckoutStats,
  referralCodeParam,
  referralDay,
  referralHistoryItem,
  referralHistoryQuery,
  referralOverview,
  referralStats,
  referralValidation,
  rejectedResult,
  reviewDecisionBody,
  topReferrer,
  userReferrals,
} from "@app/shared/schemas/referrals";
import {
  captureBody,
  captureTarget,
  fieldSignalBody,
  fieldSignalResult,
  probeCheckResult,
  serviceAccountBody,
  serviceAccountDto,
  serviceAccountParam,
  serviceAccountUpdateBody,
  serviceSessionResult,
  sharedAccountAlerts,
} from "@app/shared/schemas/service-accounts";
import { statusResult } from "@app/shared/schemas/status";
import {
  supportChatStartBody,
  supportConfig,
  supportContactBody,
  supportContactResult,
  supportConversationDto,
  supportConversationSummary,
  supportConversationUpdateBody,
  supportListQuery,
  supportLiveTicket,
  supportMessageBody,
  supportPostResult,
  supportUnreadResult,
} from "@app/shared/schemas/support";
import {
  mediaDownloadBody,
  mediaDownloadResult,
  mediaDownloadStatus,
  mediaProviderUsage,
  mediaUsageQuery,
} from "@app/shared/schemas/tools";
import {
  authResult,
  countryDto,
  deleteMeBody,
  deviceDto,
  emailVerifiedResult,
  forgotPasswordBody,
  googleConfigResult,
  googleLoginQuery,
  loggedOutResult,
  loginBody,
  meDto,
  messageResult,
  registerBody,
  resetPasswordBody,
  signedOutResult,
  updateMeBody,
  userDto,
  userExportQuery,
  userIdParam,
  userListQuery,
  userStatusBody,
  validateResult,
  verificationSentResult,
  verifyEmailBody,
  verifyEmailQuery,
} from "@app/shared/schemas/users";
import type { Hono } from "hono";
import { z } from "zod";
import type { adminInformationRoutes, auditLogRoutes } from "../admin-info/admin-info.routes.ts";
import type { announcementsRoutes } from "../announcements/announcements.routes.ts";
import type { authRoutes } from "../auth/auth.routes.ts";
import type { categoriesRoutes } from "../categories/categories.routes.ts";
import type { countriesRoutes } from "../countries/countries.routes.ts";
import type { emailBlastsRoutes, unsubscribeRoutes } from "../email/email.routes.ts";
import type { extensionsRoutes } from "../extensions/extensions.routes.ts";
import type { health } from "../health/health.routes.ts";
import type { incidentsRoutes } from "../incidents/incidents.routes.ts";
import type { mostUsedRoutes, recentlyUsedRoutes, statisticsRoutes } from "../insights/insights.routes.ts";
import type { mediaRoutes } from "../media/media.routes.ts";
import type { newsletterRoutes } from "../newsletter/newsletter.routes.ts";
import type { noticesRoutes } from "../notices/notices.routes.ts";
import type { packagesRoutes } from "../packages/packages.routes.ts";
import type { paymentsRoutes } from "../payments/payments.routes.ts";
import type { planServicesRoutes } from "../plan-services/plan-services.routes.ts";
import type { adminReferralsRoutes, referralsRoutes } from "../referrals/referrals.routes.ts";
import type { reportSummaryRoutes, reportsRoutes } from "../reports/reports.routes.ts";
import type { servicesRoutes } from "../services/services.routes.ts";
import type { statusRoutes } from "../status/status.routes.ts";
import type { subscriptionsRoutes } from "../subscriptions/subscriptions.routes.ts";
import type { supportRoutes } from "../support/support.routes.ts";
import type { timeframesRoutes } from "../timeframes/timeframes.routes.ts";
import type { toolsRoutes } from "../tools/tools.routes.ts";
import type { transactionsRoutes, userInformationRoutes } from "../transactions/transactions.routes.ts";
import type { usersRoutes } from "../users/users.routes.ts";
import type { vouchersRoutes } from "../vouchers/vouchers.routes.ts";

/**
 * Who may call an operation: anyone, a signed-in user (panel bearer token), an admin, or the Access
 * extension with its own bearer token (docs/decisions/011-browser-extensions.md).
 */
export type Auth = "public" | "user" | "admin" | "extension";

/** An answer that is not a JSON envelope: a page, a file, or (without `mediaType`) no body, e.g. a redirect. */
export interface RawResponse {
  description: string;
  mediaType?: string;
}
export type ResponseDoc = z.ZodType | RawResponse;

export interface RequestDoc {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** Cookies the operation reads. */
  cookies?: readonly string[];
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields and the names of its file fields. */
  form?: { fields?: z.ZodType; files: readonly string[] };
}

export interface OperationDoc {
  summary: string;
  description?: string;
  auth: Auth;
  request?: RequestDoc;
  /** Success answers by status: a zod schema of the whole JSON body, or a non-JSON answer. */
  responses: { readonly [status: number]: ResponseDoc };
  /** Failure statuses beyond those every operation of its kind has (400 with input, 401, 403). */
  errors?: readonly number[];
}

export interface RegisteredOperation extends OperationDoc {
  tags: readonly string[];
}

/** Hono path → OpenAPI path: `:id` → `{id}` (a regex suffix dropped), a trailing `*` → `{path}`. */
export function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}").replace(/\/\*$/, "/{path}");
}

// The typed route schema Hono keeps for a chained router: path → `$method` → { output, outputFormat }.
type RouteSchemaOf<R> = R extends Hono<infer _E, infer S, infer _B> ? S : never;
type RouteKeysOf<S> = {
  [P in keyof S & string]: {
    [M in keyof S[P] & string]: M extends `$${infer Method}` ? `${Uppercase<Method>} ${P}` : never;
  }[keyof S[P] & string];
}[keyof S & string];
type EndpointOf<S, K> = K extends `${infer M} ${infer P}`
  ? P extends keyof S
    ? `$${Lowercase<M>}` extends keyof S[P]
      ? S[P][`$${Lowercase<M>}`]
      : never
    : never
  : never;
type JsonAnswerOf<S, K> =
  EndpointOf<S, K> extends infer E ? (E extends { outputFormat: "json"; output: infer O } ? O : never) : never;
type DocumentedJsonOf<D> = D extends { responses: infer Rs }
  ? { [St in keyof Rs]: Rs[St] extends z.ZodType ? z.input<Rs[St]> : never }[keyof Rs]
  : never;
/** Every handler's JSON answer must be accepted by the schema documented for it. */
type Checked<S, D> = {
  [K in keyof D]: [JsonAnswerOf<S, K>] extends [DocumentedJsonOf<D[K]>]
    ? D[K]
    : D[K] & { "the handler's JSON answer does not fit its documented schema": JsonAnswerOf<S, K> };
};

function register(mount: string, tag: string, docs: Record<string, OperationDoc>) {
  const out: Record<string, RegisteredOperation> = {};
  for (const [key, doc] of Object.entries(docs)) {
    const [method, path = "/"] = key.split(" ");
    const full = path === "/" ? mount : `${mount}${path}`;
    out[`${method} ${toOpenApiPath(full)}`] = { ...doc, tags: [tag] };
  }
  return out;
}

/**
 * The operations of one chained router mounted at `mount` (as in app.ts). Typechecked against the
 * router: every route it declares must be documented, and each JSON answer must fit its schema.
 */
function routes<R>() {
  return <const D extends Record<RouteKeysOf<RouteSchemaOf<R>>, OperationDoc>>(
    mount: string,
    tag: string,
    docs: D & Checked<RouteSchemaOf<R>, D>,
  ) => register(mount, tag, docs);
}

const ok = apiSuccess;
const page = apiPage;
const deleted = { 200: ok(deletedResult) } as const;
const idAndBody = <B extends z.ZodType>(params: z.ZodType, body: B) => ({ params, body });

/** Headers of every Access extension call; below the minimum version the answer is 426. */
const extensionHeaders = z.object({
  [EXTENSION_ID_HEADER]: z.string().min(1).max(64),
  [EXTENSION_VERSION_HEADER]: semverString,
});

/** The key media.routes.ts checks by hand: `images/<sha-256>.<ext>`. */
const mediaKeyParam = z.object({ path: z.string().regex(/^[a-z]+\/[a-f0-9]{64}\.[a-z0-9]+$/) });
const liveTicketQuery = z.object({ ticket: z.string().max(200).optional() });
/** Read by hand in the handler: any failure ends on the sign-in page. */
const googleCallbackQuery = z.object({ code: z.string().optional(), state: z.string().optional() });

const CSV: RawResponse = { description: "A CSV file (UTF-8), sent as a download", mediaType: "text/csv" };
const HTML_PAGE = (description: string): RawResponse => ({ description, mediaType: "text/html" });
const REDIRECT = (description: string): RawResponse => ({ description });

export const OPENAPI_REGISTRY: Readonly<Record<string, RegisteredOperation>> = {
  ...routes<typeof health>()("/api/health", "System", {
    "GET /": { summary: "Liveness check", auth: "public", responses: { 200: ok(healthResult) } },
  }),
  ...routes<typeof statusRoutes>()("/api/status", "System", {
    "GET /": {
      summary: "The services' status: state, since when, and 90 days of daily uptime",
      auth: "public",
      responses: { 200: ok(statusResult) },
    },
  }),
  ...routes<typeof incidentsRoutes>()("/api/incidents", "Catalogue", {
    "GET /": {
      summary: "Incidents of services (degraded, down) or of accounts (down), newest first, one page",
      description: "A closed service incident in state down carries how its downtime credits were settled.",
      auth: "admin",
      request: { query: incidentsQuery },
      responses: { 200: page(incidentDto) },
    },
    "GET /credit-settings": {
      summary: "Whether downtime is credited, and after how many hours of one incident",
      auth: "admin",
      responses: { 200: ok(downtimeCreditSettings) },
    },
    "PUT /credit-settings": {
      summary: "Change the downtime-credit settings (applies to incidents settled from now on)",
      auth: "admin",
      request: { body: downtimeCreditSettings },
      responses: { 200: ok(downtimeCreditSettings) },
    },
  }),
  ...routes<typeof noticesRoutes>()("/api/notices", "Account", {
    "GET /": {
      summary: "The signed-in user's unread notices (days credited for downtime), newest first",
      auth: "user",
      responses: { 200: ok(z.array(userNotice)) },
    },
    "POST /:uuid/read": {
      summary: "Mark a notice read",
      auth: "user",
      request: { params: uuidParam },
      responses: { 200: ok(z.object({ read: z.boolean() })) },
      errors: [404],
    },
  }),
  ...routes<typeof authRoutes>()("/api/auth", "Auth", {
    "POST /login": {
      summary: "Sign in with email and password",
      description: "Also sets the httpOnly refresh-token cookie.",
      auth: "public",
      request: { body: loginBody },
      responses: { 200: ok(authResult) },
      errors: [401, 429],
    },
    "POST /refresh": {
      summary: "New access token from the refresh-token cookie",
      description: "Rotates the refresh-token cookie.",
      auth: "public",
      request: { cookies: ["refresh_token"] },
      responses: { 200: ok(authResult) },
      errors: [401],
    },
    "GET /validate": {
      summary: "Whether the bearer token is a live session, and its user",
      auth: "user",
      responses: { 200: ok(validateResult) },
    },
    "POST /logout": {
      summary: "End the session of the bearer token or of the refresh-token cookie",
      description: "Answers the same whether or not a session was found; clears the cookie.",
      auth: "public",
      request: { cookies: ["refresh_token"] },
      responses: { 200: ok(loggedOutResult) },
    },
    "POST /forgot-password": {
      summary: "Mail a password-reset link",
      description: "Known and unknown addresses get the same answer.",
      auth: "public",
      request: { body: forgotPasswordBody },
      responses: { 200: ok(messageResult) },
      errors: [429],
    },
    "POST /reset-password": {
      summary: "Set a new password with a reset token",
      auth: "public",
      request: { body: resetPasswordBody },
      responses: { 200: ok(messageResult) },
      errors: [429],
    },
    "GET /verify-email": {
      summary: "An older mailed confirmation link",
      description: "Confirms nothing itself: it leads to the app's confirmation page, which posts the token.",
      auth: "public",
      request: { query: verifyEmailQuery },
      responses: { 303: REDIRECT("To `/verify-email?token=…`, the app's confirmation page") },
    },
    "POST /verify-email": {
      summary: "Confirm an email address with the mailed link's token",
      description:
        "Signed in or not: the token alone proves the inbox. 400 VERIFICATION_INVALID when it is used or expired.",
      auth: "public",
      request: { body: verifyEmailBody },
      responses: { 200: ok(emailVerifiedResult) },
      errors: [429],
    },
    "POST /verify-email/resend": {
      summary: "Mail a new confirmation link to the signed-in user",
      auth: "user",
      responses: { 200: ok(verificationSentResult) },
      errors: [429],
    },
    "GET /google/config": {
      summary: "Whether Google sign-in is configured",
      auth: "public",
      responses: { 200: ok(googleConfigResult) },
    },
    "GET /google": {
      summary: "Start Google sign-in",
      auth: "public",
      request: { query: googleLoginQuery },
      responses: { 302: REDIRECT("To Google's consent page (sets a short-lived state cookie)") },
      errors: [404],
    },
    "GET /google/callback": {
      summary: "Google's redirect back after consent",
      auth: "public",
      request: { query: googleCallbackQuery, cookies: ["oidc_state"] },
      responses: {
        302: REDIRECT("To the sign-in page with `google=success` (and the refresh cookie) or `google=error`"),
      },
    },
    "GET /mfa": {
      summary: "The signed-in admin's second factors and whether this session passed one",
      description: "Admins only (decision 053); 403 for other users.",
      auth: "user",
      responses: { 200: ok(mfaStatusDto) },
    },
    "POST /mfa/totp": {
      summary: "Start adding an authenticator app: a new secret and its otpauth:// URI",
      description:
        "Pending until confirmed with a code. With a factor already set up, the session must have passed it.",
      auth: "user",
      responses: { 201: ok(totpSetupDto) },
      errors: [429],
    },
    "POST /mfa/totp/confirm": {
      summary: "Confirm a new authenticator app with its first code",
      description: "The first factor of an account also answers its ten recovery codes, shown once.",
      auth: "user",
      request: { body: totpConfirmBody },
      responses: { 201: ok(mfaPassedDto) },
      errors: [404, 429],
    },
    "POST /mfa/passkeys/options": {
      summary: "WebAuthn registration options for a new passkey",
      auth: "user",
      responses: { 200: ok(passkeyOptionsDto) },
      errors: [429],
    },
    "POST /mfa/passkeys": {
      summary: "Add a passkey from the browser's registration response",
      auth: "user",
      request: { body: passkeyRegisterBody },
      responses: { 201: ok(mfaPassedDto) },
      errors: [429],
    },
    "POST /mfa/verify/options": {
      summary: "WebAuthn authentication options to pass the second factor with a passkey",
      auth: "user",
      responses: { 200: ok(passkeyOptionsDto) },
      errors: [429],
    },
    "POST /mfa/verify": {
      summary: "Pass the second factor for this session (app code, passkey or recovery code)",
      description: "Every admin route answers 403 MFA_REQUIRED until this succeeds in the session.",
      auth: "user",
      request: { body: mfaVerifyBody },
      responses: { 200: ok(mfaPassedDto) },
      errors: [404, 429],
    },
    "POST /mfa/recovery-codes": {
      summary: "Replace the recovery codes with ten new ones (shown once)",
      auth: "user",
      responses: { 201: ok(recoveryCodesDto) },
      errors: [404, 429],
    },
    "DELETE /mfa/factors/:id": {
      summary: "Remove a second factor",
      description: "Removing the last one turns the second factor off, with its recovery codes.",
      auth: "user",
      request: { params: idParam },
      responses: { 200: ok(mfaStatusDto) },
      errors: [404],
    },
  }),
  ...routes<typeof usersRoutes>()("/api/users", "Users", {
    "POST /register": {
      summary: "Create an account",
      description: "Signs the new user in (refresh-token cookie) and mails an address confirmation link.",
      auth: "public",
      request: { body: registerBody },
      responses: { 201: ok(authResult) },
      errors: [409, 422, 429],
    },
    "GET /me/export": {
      summary: "Download everything stored about the signed-in user",
      auth: "user",
      responses: { 200: { description: "A JSON file, sent as a download", mediaType: "application/json" } },
      errors: [429],
    },
    "GET /me": {
      summary: "The signed-in user",
      description: "With `features`: the optional tools this deployment has configured, which the panel lists.",
      auth: "user",
      responses: { 200: ok(meDto) },
    },
    "PUT /me": {
      summary: "Update name, phone and country",
      auth: "user",
      request: { body: updateMeBody },
      responses: { 200: ok(userDto) },
      errors: [422],
    },
    "DELETE /me": {
      summary: "Delete the signed-in user's account",
      description: "A password account confirms with its password; every session ends.",
      auth: "user",
      request: { body: deleteMeBody },
      responses: deleted,
      errors: [403, 429],
    },
    "GET /services": {
      summary: "Services of the caller's active subscription",
      auth: "user",
      responses: { 200: ok(z.array(entitledService)) },
    },
    "GET /vouchers": {
      summary: "The caller's voucher redemptions",
      auth: "user",
      responses: { 200: ok(z.array(redemptionDto)) },
    },
    "GET /devices/active": {
      summary: "The caller's signed-in devices",
      auth: "user",
      responses: { 200: ok(z.array(deviceDto)) },
    },
    "DELETE /devices/:id": {
      summary: "Sign out one of the caller's devices",
      auth: "user",
      request: { params: idParam },
      responses: { 200: ok(signedOutResult) },
      errors: [404],
    },
    "GET /list/pagination": {
      summary: "Users, one page",
      auth: "admin",
      request: { query: userListQuery },
      responses: { 200: page(userDto) },
    },
    "GET /export": {
      summary: "Users as CSV, with the list's filters and order",
      auth: "admin",
      request: { query: userExportQuery },
      responses: { 200: CSV },
    },
    "PUT /status/:userId": {
      summary: "Set a user's status",
      description: "Suspending ends the user's sessions.",
      auth: "admin",
      request: idAndBody(userIdParam, userStatusBody),
      responses: { 200: ok(userDto) },
      errors: [404, 422],
    },
  }),
  ...routes<typeof countriesRoutes>()("/api/countries", "Users", {
    "GET /": {
      summary: "Countries with dialing codes, names in the requested language",
      auth: "public",
      request: { query: localeQuery },
      responses: { 200: ok(z.array(countryDto)) },
    },
  }),
  ...routes<typeof packagesRoutes>()("/api/packages-subscriptions", "Catalogue", {
    "GET /": {
      summary: "Packages on sale, one page, each with the active services it includes",
      auth: "public",
      request: { query: packageListQuery },
      responses: { 200: page(packageWithServicesDto) },
    },
    "POST /": {
      summary: "Create a package",
      auth: "admin",
      request: { body: packageBody },
      responses: { 201: ok(packageDto) },
      errors: [404],
    },
    "GET /list-all": {
      summary: "Every package, active or not",
      auth: "admin",
      responses: { 200: ok(z.array(packageDto)) },
    },
    "GET /:name": {
      summary: "One package by uuid or by name, with the active services it includes",
      auth: "public",
      request: { params: packageNameParam },
      responses: { 200: ok(packageWithServicesDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Update a package",
      auth: "admin",
      request: idAndBody(uuidParam, packageUpdateBody),
      responses: { 200: ok(packageDto) },
      errors: [404],
    },
    "DELETE /:uuid": {
      summary: "Delete a package",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof categoriesRoutes>()("/api/category-services", "Catalogue", {
    "GET /": { summary: "Service categories", auth: "public", responses: { 200: ok(z.array(categoryDto)) } },
    "POST /": {
      summary: "Create a category",
      auth: "admin",
      request: { body: categoryBody },
      responses: { 201: ok(categoryDto) },
      errors: [409],
    },
    "GET /:uuid": {
      summary: "One category",
      auth: "public",
      request: { params: uuidParam },
      responses: { 200: ok(categoryDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Rename or describe a category",
      auth: "admin",
      request: idAndBody(uuidParam, categoryBody),
      responses: { 200: ok(categoryDto) },
      errors: [404, 409],
    },
    "DELETE /:uuid": {
      summary: "Delete a category",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof timeframesRoutes>()("/api/timeframes", "Catalogue", {
    "GET /": { summary: "Timeframes", auth: "admin", responses: { 200: ok(z.array(timeframeDto)) } },
    "POST /": {
      summary: "Create a timeframe",
      auth: "admin",
      request: { body: timeframeBody },
      responses: { 201: ok(timeframeDto) },
    },
    "GET /:uuid": {
      summary: "One timeframe",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(timeframeDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Update a timeframe",
      auth: "admin",
      request: idAndBody(uuidParam, timeframeBody),
      responses: { 200: ok(timeframeDto) },
      errors: [404],
    },
    "DELETE /:uuid": {
      summary: "Delete a timeframe",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof servicesRoutes>()("/api/services", "Catalogue", {
    "GET /list/preview": {
      summary: "Active services' names and logos (marketing pages)",
      auth: "public",
      responses: { 200: ok(z.array(servicePreview)) },
    },
    "GET /list/support-service": {
      summary: "Service names for the report form",
      auth: "user",
      responses: { 200: ok(z.array(supportService)) },
    },
    "GET /list/shared-account-alerts": {
      summary: "Subscribers waiting for a seat, and accounts whose session expires within three days",
      auth: "admin",
      responses: { 200: ok(sharedAccountAlerts) },
    },
    "GET /:uuid/accounts": {
      summary: "The service's upstream accounts (never their sessions)",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(z.array(serviceAccountDto)) },
      errors: [404],
    },
    "POST /:uuid/accounts": {
      summary: "Add an upstream account to the service's pool",
      description:
        "`session`: a cookie-editor export or `{ cookies, localStorage }` (cookie services), the key (key services).",
      auth: "admin",
      request: idAndBody(uuidParam, serviceAccountBody),
      responses: { 201: ok(serviceAccountDto) },
      errors: [404, 409],
    },
    "PUT /:uuid/accounts/:id": {
      summary: "Update an upstream account",
      description:
        'Left out keeps a field; `session: ""` clears it. Disabling frees the account\'s seats: its users move at their next open.',
      auth: "admin",
      request: idAndBody(serviceAccountParam, serviceAccountUpdateBody),
      responses: { 200: ok(serviceAccountDto) },
      errors: [404, 409],
    },
    "POST /:uuid/accounts/:id/check": {
      summary: "Probe an account with its session now",
      description:
        "Fetches the service's probe page with the account's cookies and records the result as a health signal.",
      auth: "admin",
      request: { params: serviceAccountParam },
      responses: { 200: ok(probeCheckResult) },
      errors: [404, 422],
    },
    "DELETE /:uuid/accounts/:id": {
      summary: "Delete an upstream account (its users move at their next open)",
      auth: "admin",
      request: { params: serviceAccountParam },
      responses: deleted,
      errors: [404],
    },
    "GET /access/:slug": {
      summary: "Open a service: its address and key or cookie data",
      description: "Only for services of the caller's active subscription; every call records an access.",
      auth: "user",
      request: { params: serviceSlugParam },
      responses: { 200: ok(serviceAccessDto) },
      errors: [403, 404, 409],
    },
    "GET /": {
      summary: "Services, one page",
      auth: "admin",
      request: { query: serviceListQuery },
      responses: { 200: page(serviceDto) },
    },
    "POST /": {
      summary: "Create a service",
      auth: "admin",
      request: { body: serviceBody },
      responses: { 201: ok(serviceDto) },
      errors: [404, 422],
    },
    "GET /:uuid": {
      summary: "One service (never its secret)",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(serviceDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Update a service",
      description: "`accessSecret` left out keeps the stored secret; an empty text clears it.",
      auth: "admin",
      request: idAndBody(uuidParam, serviceUpdateBody),
      responses: { 200: ok(serviceDto) },
      errors: [404, 422],
    },
    "DELETE /:uuid": {
      summary: "Delete a service",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof planServicesRoutes>()("/api/plan-services", "Catalogue", {
    "GET /": {
      summary: "Package-service links, optionally of one package",
      auth: "admin",
      request: { query: planServiceListQuery },
      responses: { 200: ok(z.array(planServiceDto)) },
    },
    "POST /": {
      summary: "Link a service to a package",
      auth: "admin",
      request: { body: planServiceBody },
      responses: { 201: ok(planServiceDto) },
      errors: [404],
    },
    "POST /associate": {
      summary: "Replace a package's set of services",
      auth: "admin",
      request: { body: associateBody },
      responses: { 200: ok(z.array(planServiceDto)) },
      errors: [404],
    },
    "GET /name/:name": {
      summary: "Links of the package with this name",
      auth: "admin",
      request: { params: packageNameParam },
      responses: { 200: ok(z.array(planServiceDto)) },
      errors: [404],
    },
    "GET /:uuid": {
      summary: "One link",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(planServiceDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Change a link",
      auth: "admin",
      request: idAndBody(uuidParam, planServiceBody),
      responses: { 200: ok(planServiceDto) },
      errors: [404],
    },
    "DELETE /:uuid": {
      summary: "Remove a link",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof mediaRoutes>()("/api/media", "Catalogue", {
    "POST /upload": {
      summary: "Upload an image (PNG, JPEG, WebP or GIF, at most 2 MB)",
      auth: "admin",
      request: { form: { files: ["file"] } },
      responses: { 201: ok(uploadedMedia) },
      errors: [413],
    },
    "GET /*": {
      summary: "An uploaded file",
      description: "`path` is the upload's `key`, slash included.",
      auth: "public",
      request: { params: mediaKeyParam },
      responses: { 200: { description: "The file, cached for a year", mediaType: "application/octet-stream" } },
      errors: [404],
    },
  }),
  ...routes<typeof reportsRoutes>()("/api/supports/services", "Reports", {
    "POST /": {
      summary: "Report a problem with a service",
      auth: "user",
      request: { body: reportBody },
      responses: { 201: ok(reportDto) },
    },
    "GET /": {
      summary: "Reports, one page: the caller's own, or everyone's for admins",
      auth: "user",
      request: { query: reportListQuery },
      responses: { 200: page(reportDto) },
    },
    "PUT /:uuid": {
      summary: "Resolve or reopen a report",
      auth: "admin",
      request: idAndBody(uuidParam, reportStatusBody),
      responses: { 200: ok(reportDto) },
      errors: [404],
    },
  }),
  ...routes<typeof reportSummaryRoutes>()("/api/summary-reported-services", "Reports", {
    "GET /": {
      summary: "Reports counted by service name",
      auth: "admin",
      responses: { 200: ok(z.array(reportSummaryRow)) },
    },
  }),
  ...routes<typeof recentlyUsedRoutes>()("/api/user-accessed-services", "Insights", {
    "GET /": {
      summary: "The caller's recently used services",
      auth: "user",
      responses: { 200: ok(z.array(recentService)) },
    },
  }),
  ...routes<typeof mostUsedRoutes>()("/api/most-used-services", "Insights", {
    "GET /": {
      summary: "The most used services of the last days",
      auth: "admin",
      request: { query: mostUsedQuery },
      responses: { 200: ok(z.array(mostUsedService)) },
    },
  }),
  ...routes<typeof statisticsRoutes>()("/api/statistics", "Insights", {
    "GET /": {
      summary: "Totals and a daily series for a period of at most a year",
      auth: "admin",
      request: { query: statisticsQuery },
      responses: { 200: ok(statistics) },
    },
  }),
  ...routes<typeof adminInformationRoutes>()("/api/admin-information", "Insights", {
    "GET /": {
      summary: "The admin dashboard's totals and 30-day series",
      auth: "admin",
      responses: { 200: ok(adminInformation) },
    },
  }),
  ...routes<typeof auditLogRoutes>()("/api/audit-log", "Insights", {
    "GET /": {
      summary: "Admin writes with the values before and after, one page",
      auth: "admin",
      request: { query: auditQuery },
      responses: { 200: page(auditEntry) },
    },
  }),
  ...routes<typeof paymentsRoutes>()("/api/payments", "Commerce", {
    "GET /methods": {
      summary: "The configured gateway, whether crypto is offered, and the seller (name, contact, tax)",
      auth: "public",
      responses: { 200: ok(paymentMethods) },
    },
    "GET /quote": {
      summary: "What buying a package costs the caller, and the new end date",
      auth: "user",
      request: { query: paymentBody },
      responses: { 200: ok(checkoutQuote) },
      errors: [404],
    },
    "POST /": {
      summary: "Start a payment with the gateway",
      description: "Creates a pending transaction and answers the provider's hosted page.",
      auth: "user",
      request: { body: paymentBody },
      responses: { 201: ok(paymentResult) },
      errors: [404, 422, 502],
    },
    "POST /coinbase": {
      summary: "Start a crypto payment",
      auth: "user",
      request: { body: paymentBody },
      responses: { 201: ok(paymentResult) },
      errors: [404, 422, 502],
    },
    "POST /webhook/:provider": {
      summary: "A payment provider's signed callback",
      description: "The body is the provider's own event, verified against its signature.",
      auth: "public",
      request: { params: webhookProviderParam },
      responses: { 200: ok(webhookResult) },
      errors: [401, 404],
    },
    "GET /sandbox/:id": {
      summary: "The sandbox's payment page (local server and tests only)",
      auth: "public",
      request: { params: sandboxPaymentParam },
      responses: { 200: HTML_PAGE("The page with pay and cancel buttons") },
      errors: [403, 404],
    },
    "POST /sandbox/:id/:action": {
      summary: "Pay or cancel a sandbox payment (local server and tests only)",
      auth: "public",
      request: { params: sandboxActionParam },
      responses: { 303: REDIRECT("To the panel (paid) or back to the checkout (canceled)") },
      errors: [403, 404],
    },
  }),
  ...routes<typeof transactionsRoutes>()("/api/transactions", "Commerce", {
    "GET /": {
      summary: "Transactions, one page: the caller's own, or everyone's (with userEmail) for admins",
      auth: "user",
      request: { query: transactionListQuery },
      responses: { 200: page(transactionDto) },
    },
    "GET /:uuid/receipt": {
      summary: "The receipt of a completed transaction: the caller's own, or anyone's for admins",
      description: "Someone else's, an unknown and a not completed transaction all answer 404.",
      auth: "user",
      request: { params: uuidParam },
      responses: { 200: ok(receiptDto) },
      errors: [404],
    },
    "GET /:uuid/receipt.pdf": {
      summary: "The same receipt as an A4 PDF, in English or Indonesian",
      description: "`tz` is the time zone its dates are written in (default UTC).",
      auth: "user",
      request: { params: uuidParam, query: receiptPdfQuery },
      responses: {
        200: {
          description: "The PDF, sent as a download (receipt-<first 8 characters>.pdf)",
          mediaType: "application/pdf",
        },
      },
      errors: [404],
    },
  }),
  ...routes<typeof userInformationRoutes>()("/api/user-information", "Commerce", {
    "GET /": {
      summary: "The caller's subscription",
      auth: "user",
      responses: { 200: ok(subscriptionInfo) },
    },
  }),
  ...routes<typeof subscriptionsRoutes>()("/api/subscriptions", "Commerce", {
    "GET /trial": {
      summary: "The free trial the caller may start now, or null",
      description:
        "Null when no active package offers a trial, or when this account or its phone number is not eligible.",
      auth: "user",
      responses: { 200: ok(trialOffer) },
    },
    "POST /trial": {
      summary: "Start the free trial: once per account and phone number, for new customers only",
      auth: "user",
      responses: { 201: ok(trialResult) },
      errors: [404, 409],
    },
  }),
  ...routes<typeof vouchersRoutes>()("/api/vouchers", "Commerce", {
    "POST /preview": {
      summary: "What redeeming a voucher code would do, before redeeming it",
      description:
        "Extends the current package, switches to the voucher's package (unused days carried over), starts it, or adds bonus days; with the end date the redemption would give. Uses nothing: the code stays redeemable. Refuses a code as redeem does, and counts against the same rate limit.",
      auth: "user",
      request: { body: redeemBody },
      responses: { 200: ok(voucherPreview) },
      errors: [404, 409, 422, 429],
    },
    "POST /redeem": {
      summary: "Redeem a voucher code",
      auth: "user",
      request: { body: redeemBody },
      responses: { 200: ok(redeemResult) },
      errors: [404, 409, 422, 429],
    },
    "GET /": {
      summary: "Vouchers, one page",
      auth: "admin",
      request: { query: voucherListQuery },
      responses: { 200: page(voucherDto) },
    },
    "POST /": {
      summary: "Create one voucher, or `quantity` generated codes",
      auth: "admin",
      request: { body: voucherCreateBody },
      responses: { 201: ok(z.array(voucherDto)) },
      errors: [404, 409],
    },
    "GET /:uuid": {
      summary: "One voucher",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(voucherDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Update a voucher",
      auth: "admin",
      request: idAndBody(uuidParam, voucherUpdateBody),
      responses: { 200: ok(voucherDto) },
      errors: [404],
    },
    "DELETE /:uuid": {
      summary: "Delete a voucher",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof referralsRoutes>()("/api/referrals", "Referrals", {
    "GET /my-code": {
      summary: "The caller's referral code and shareable link",
      auth: "user",
      responses: { 200: ok(myReferralCode) },
    },
    "GET /validate/:code": {
      summary: "Whether a referral code exists, with the referrer's masked name",
      auth: "public",
      request: { params: referralCodeParam },
      responses: { 200: ok(referralValidation) },
      errors: [404, 429],
    },
    "POST /apply": {
      summary: "Apply a friend's referral code to the caller's account",
      auth: "user",
      request: { body: applyReferralBody },
      responses: { 200: ok(applyReferralResult) },
      errors: [404, 409, 422, 429],
    },
    "GET /stats": {
      summary: "The caller's referral counts, tier, next milestone and invitations of the last 12 weeks",
      auth: "user",
      responses: { 200: ok(referralStats) },
    },
    "GET /history": {
      summary: "A page of the friends the caller referred, newest first, optionally of one status",
      auth: "user",
      request: { query: referralHistoryQuery },
      responses: { 200: page(referralHistoryItem) },
    },
    "GET /checkout-stats": {
      summary: "Whether the caller's first purchase gets the friend discount",
      auth: "user",
      responses: { 200: ok(referralCheckoutStats) },
    },
  }),
  ...routes<typeof adminReferralsRoutes>()("/api/admin-referrals", "Referrals", {
    "GET /overview": {
      summary: "Referral totals of a period",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: ok(referralOverview) },
    },
    "GET /top-referrers": {
      summary: "The referrers with the most referrals in a period",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: ok(z.array(topReferrer)) },
    },
    "GET /activities": {
      summary: "The latest referrals of a period",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: ok(z.array(referralActivity)) },
    },
    "GET /analytics": {
      summary: "Referral sign-ups and conversions per day",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: ok(z.array(referralDay)) },
    },
    "GET /review": {
      summary: "Sign-ups the fraud rules flagged, awaiting a decision",
      auth: "admin",
      responses: { 200: ok(z.array(referralActivity)) },
    },
    "GET /export": {
      summary: "Referrals of a period as CSV",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: CSV },
    },
    "GET /user/:id": {
      summary: "Whom a user referred, and who referred them",
      auth: "admin",
      request: { params: idParam },
      responses: { 200: ok(userReferrals) },
      errors: [404],
    },
    "POST /:id/approve": {
      summary: "Approve a flagged referral",
      auth: "admin",
      request: idAndBody(idParam, reviewDecisionBody),
      responses: { 200: ok(approvedResult) },
      errors: [404, 422],
    },
    "POST /:id/reject": {
      summary: "Reject a flagged referral",
      auth: "admin",
      request: idAndBody(idParam, reviewDecisionBody),
      responses: { 200: ok(rejectedResult) },
      errors: [404, 422],
    },
  }),
  ...routes<typeof extensionsRoutes>()("/api/extension", "Extensions", {
    "POST /setup-link": {
      summary: "Mail the caller the setup guide's address, to open on a computer",
      auth: "user",
      description: "For a subscriber on a phone or tablet, where the extensions cannot be installed.",
      request: { body: setupLinkBody },
      responses: { 200: ok(setupLinkResult) },
      errors: [400, 429],
    },
    "POST /link-code": {
      summary: "A single-use code that links the Access extension to the caller",
      auth: "user",
      responses: { 201: ok(linkCodeResult) },
      errors: [429],
    },
    "POST /token": {
      summary: "Exchange a link code for the extension's own token",
      auth: "public",
      description: "Only PremiumHub Access (`X-Extension-Id: core`) is linked; its token works for it alone.",
      request: { headers: extensionHeaders, body: extensionTokenBody },
      responses: { 201: ok(extensionTokenResult) },
      errors: [400, 401, 403, 426, 429],
    },
    "GET /session": {
      summary: "The extension's user and subscription",
      auth: "extension",
      request: { headers: extensionHeaders },
      responses: { 200: ok(extensionSessionResult) },
      errors: [426],
    },
    "GET /services/:uuid/cookies": {
      summary: "The session of the caller's account of a cookie service, and the pages to block",
      description:
        "Assigns the caller to an account of the service's pool on first open (the one with the most free seats) and keeps it while it is active. 409 `NO_FREE_SEAT` when every seat is taken.",
      auth: "extension",
      request: { params: uuidParam, headers: extensionHeaders },
      responses: { 200: ok(serviceSessionResult) },
      errors: [403, 404, 409, 422, 426],
    },
    "POST /services/:uuid/signal": {
      summary: "What the extension saw after opening a service: signed in or signed out",
      description:
        "A health signal on the caller's account of the service; at most 6 per user and service in 10 minutes.",
      auth: "extension",
      request: { params: uuidParam, headers: extensionHeaders, body: fieldSignalBody },
      responses: { 201: ok(fieldSignalResult) },
      errors: [404, 426, 429],
    },
    "GET /capture/targets": {
      summary: "Cookie services and their accounts an admin's extension may save a session into",
      auth: "extension",
      request: { headers: extensionHeaders },
      responses: { 200: ok(z.array(captureTarget)) },
      errors: [426],
    },
    "POST /capture": {
      summary: "Save the session of the site in an admin's tab into a service account",
      description:
        "Only an admin's extension token; an existing `accountId` has its session replaced, else a new account named `label` is made.",
      auth: "extension",
      request: { headers: extensionHeaders, body: captureBody },
      responses: { 201: ok(serviceAccountDto) },
      errors: [404, 409, 422, 426],
    },
    "POST /logout": {
      summary: "Revoke the extension's token",
      auth: "extension",
      request: { headers: extensionHeaders },
      responses: { 200: ok(loggedOutResult) },
      errors: [426],
    },
    "GET /updates.xml": {
      summary: "Chrome's update manifest for self-hosted installs",
      auth: "public",
      responses: { 200: { description: "The gupdate XML document", mediaType: "application/xml" } },
    },
    "GET /firefox-updates.json": {
      summary: "Firefox's update manifest for self-hosted installs",
      auth: "public",
      responses: { 200: firefoxUpdateManifest },
    },
    "GET /releases": {
      summary: "The required extensions, the tutorial video and the conflicting extensions",
      auth: "public",
      responses: { 200: ok(extensionReleases) },
    },
    "POST /releases": {
      summary: "Upload a new release (its version must be greater), or the Firefox build of one",
      auth: "admin",
      request: { form: { fields: releaseForm, files: ["file"] } },
      responses: { 201: ok(z.union([extensionReleaseRow, firefoxBuildRow])) },
      errors: [404, 409, 413],
    },
    "PUT /extensions/:id": {
      summary: "Name, minimum version and fallback link of an extension",
      auth: "admin",
      request: idAndBody(extensionIdParam, extensionSettingsBody),
      responses: { 200: ok(extensionSettingsRow) },
      errors: [404],
    },
    "PUT /conflicts": {
      summary: "Replace the conflicting-extension list",
      auth: "admin",
      request: { body: conflictsBody },
      responses: { 200: ok(z.array(extensionConflict)) },
    },
    "GET /download/:id/:version": {
      summary: "A release file",
      auth: "public",
      request: { params: extensionDownloadParam },
      responses: { 200: { description: "The release package", mediaType: "application/octet-stream" } },
      errors: [404],
    },
    "GET /download/:id/:version/firefox": {
      summary: "The Firefox build (.xpi) of a release",
      auth: "public",
      request: { params: extensionDownloadParam },
      responses: { 200: { description: "The Firefox package", mediaType: "application/x-xpinstall" } },
      errors: [404],
    },
  }),
  ...routes<typeof announcementsRoutes>()("/api/notifications", "Announcements", {
    "GET /mine": {
      summary: "Announcements for the caller now, in one language",
      auth: "user",
      request: { query: localeQuery },
      responses: { 200: ok(z.array(myAnnouncement)) },
    },
    "POST /:uuid/dismiss": {
      summary: "Dismiss an announcement for the caller",
      auth: "user",
      request: { params: uuidParam },
      responses: { 200: ok(dismissedResult) },
      errors: [404],
    },
    "POST /preview": {
      summary: "Render Markdown as users will see it",
      auth: "admin",
      request: { body: previewBody },
      responses: { 200: ok(markdownPreview) },
    },
    "GET /": {
      summary: "Every announcement, newest first",
      auth: "admin",
      responses: { 200: ok(z.array(announcementDto)) },
    },
    "POST /": {
      summary: "Create an announcement",
      auth: "admin",
      request: { body: announcementBody },
      responses: { 201: ok(announcementDto) },
    },
    "GET /:uuid": {
      summary: "One announcement",
      auth: "admin",
      request: { params: uuidParam },
      responses: { 200: ok(announcementDto) },
      errors: [404],
    },
    "PUT /:uuid": {
      summary: "Update an announcement",
      auth: "admin",
      request: idAndBody(uuidParam, announcementUpdateBody),
      responses: { 200: ok(announcementDto) },
      errors: [404],
    },
    "DELETE /:uuid": {
      summary: "Delete an announcement",
      auth: "admin",
      request: { params: uuidParam },
      responses: deleted,
      errors: [404],
    },
  }),
  ...routes<typeof emailBlastsRoutes>()("/api/email-blasts", "Email", {
    "GET /senders": { summary: "Sender identities", auth: "admin", responses: { 200: ok(z.array(senderDto)) } },
    "POST /senders": {
      summary: "Create a sender",
      auth: "admin",
      request: { body: senderBody },
      responses: { 201: ok(senderDto) },
    },
    "GET /senders/:id": {
      summary: "One sender",
      auth: "admin",
      request: { params: idParam },
      responses: { 200: ok(senderDto) },
      errors: [404],
    },
    "PUT /senders/:id": {
      summary: "Update a sender",
      auth: "admin",
      request: idAndBody(idParam, senderUpdateBody),
      responses: { 200: ok(senderDto) },
      errors: [404],
    },
    "DELETE /senders/:id": {
      summary: "Delete a sender",
      auth: "admin",
      request: { params: idParam },
      responses: deleted,
      errors: [404],
    },
    "POST /manual": {
      summary: "Blast to typed addresses",
      description: "{name} and {email} in the Markdown body are filled per recipient.",
      auth: "admin",
      request: { body: manualBlastBody },
      responses: { 201: ok(manualBlastCreated) },
      errors: [404],
    },
    "POST /excel": {
      summary: "Blast to the addresses of an .xlsx or .csv file",
      auth: "admin",
      request: { form: { fields: excelBlastFields, files: ["file"] } },
      responses: { 201: ok(fileBlastCreated) },
      errors: [404, 413],
    },
    "POST /database": {
      summary: "Blast to a segment of the users",
      auth: "admin",
      request: { body: databaseBlastBody },
      responses: { 201: ok(segmentBlastCreated) },
      errors: [404],
    },
    "GET /segment-count": {
      summary: "How many addresses a segment blast would reach now",
      auth: "admin",
      request: { query: segmentCountQuery },
      responses: { 200: ok(segmentCount) },
    },
    "GET /": {
      summary: "Blasts, one page",
      auth: "admin",
      request: { query: blastListQuery },
      responses: { 200: page(blastDto) },
    },
    "GET /summary": {
      summary: "Blasts and recipients counted by status",
      auth: "admin",
      responses: { 200: ok(blastSummary) },
    },
    "GET /sample-recipient": {
      summary: "The first recipient of a segment or a typed address, with the {name} a blast would use",
      auth: "admin",
      request: { query: sampleRecipientQuery },
      responses: { 200: ok(sampleRecipient) },
    },
    "GET /templates/:name": {
      summary: "A transactional email with sample data, in one language (the admin preview)",
      auth: "admin",
      request: { params: mailTemplateParam, query: mailPreviewQuery },
      responses: { 200: ok(mailPreview) },
    },
    "GET /outbox": {
      summary: "Messages the outbox provider stored instead of sending, one page",
      auth: "admin",
      request: { query: outboxQuery },
      responses: { 200: page(outboxMessage) },
    },
    "GET /status/:id": {
      summary: "A blast's progress",
      auth: "admin",
      request: { params: idParam },
      responses: { 200: ok(blastStatus) },
      errors: [404],
    },
    "GET /detail/:id": {
      summary: "A blast with its body and progress",
      auth: "admin",
      request: { params: idParam },
      responses: { 200: ok(blastDetail) },
      errors: [404],
    },
    "GET /history/:id": {
      summary: "A blast's recipients, one page",
      auth: "admin",
      request: { params: idParam, query: recipientListQuery },
      responses: { 200: page(recipientDto) },
      errors: [404],
    },
    "POST /:id/cancel": {
      summary: "Stop a scheduled or sending blast",
      auth: "admin",
      request: { params: idParam },
      responses: { 200: ok(blastStatus) },
      errors: [404, 409],
    },
  }),
  ...routes<typeof unsubscribeRoutes>()("/api/email", "Email", {
    "GET /unsubscribe": {
      summary: "The one-click unsubscribe page (RFC 8058) of a mailed link",
      auth: "public",
      request: { query: mailedTokenQuery },
      responses: { 200: HTML_PAGE("A confirmation button; 400 with an explanation for a bad link") },
    },
    "POST /unsubscribe": {
      summary: "Unsubscribe the address of a mailed link",
      description: "With `Accept: text/html` the answer is a page instead.",
      auth: "public",
      request: { query: mailedTokenQuery },
      responses: { 200: ok(unsubscribedResult) },
    },
  }),
  ...routes<typeof newsletterRoutes>()("/api/newsletter", "Email", {
    "POST /": {
      summary: "Subscribe to the newsletter (double opt-in)",
      auth: "public",
      request: { body: newsletterBody },
      responses: { 202: ok(newsletterResult) },
      errors: [429],
    },
    "GET /confirm": {
      summary: "Confirm a newsletter subscription (the mailed link)",
      auth: "public",
      request: { query: mailedTokenQuery },
      responses: { 303: REDIRECT("To the home page with `newsletter=confirmed` or `newsletter=invalid`") },
    },
  }),
  ...routes<typeof toolsRoutes>()("/api/tools", "Tools", {
    "GET /media-download": {
      summary: "Whether the media downloader is configured, and the caller's quota today",
      auth: "user",
      responses: { 200: ok(mediaDownloadStatus) },
    },
    "GET /media-download/usage": {
      summary: "Media downloader calls per provider and day",
      auth: "admin",
      request: { query: mediaUsageQuery },
      responses: { 200: ok(mediaProviderUsage) },
    },
    "POST /media-download": {
      summary: "Download links of a public post's media",
      auth: "user",
      request: { body: mediaDownloadBody },
      responses: { 200: ok(mediaDownloadResult) },
      errors: [403, 422, 429, 502, 503],
    },
  }),
  ...routes<typeof supportRoutes>()("/api/support", "Support", {
    "GET /config": {
      summary: "What the contact form needs: Turnstile site key, topics, message length",
      auth: "public",
      responses: { 200: ok(supportConfig) },
    },
    "POST /contact": {
      summary: "Send a contact message (JSON, or a form post from the marketing page)",
      description:
        "A form post (`application/x-www-form-urlencoded`) is answered with a 303 to the page's contact section " +
        "(`?contact=sent`, `error` or `limited`) instead of JSON. A bearer token, when sent, links the message to the account.",
      auth: "public",
      request: { body: supportContactBody },
      responses: { 201: ok(supportContactResult), 303: REDIRECT("Form posts: back to the contact section") },
      errors: [429],
    },
    "GET /unread": {
      summary: "Unread support messages: an admin's across conversations, a user's own",
      auth: "user",
      responses: { 200: ok(supportUnreadResult) },
    },
    "GET /conversations": {
      summary: "Conversations, one page: a user's own, or all for admins; newest activity first",
      auth: "user",
      request: { query: supportListQuery },
      responses: { 200: page(supportConversationSummary) },
    },
    "POST /conversations": {
      summary: "Start a chat with support",
      auth: "user",
      request: { body: supportChatStartBody },
      responses: { 201: ok(supportPostResult) },
      errors: [429],
    },
    "GET /conversations/:uuid": {
      summary: "A conversation with its latest messages (marks the other side's read)",
      auth: "user",
      request: { params: uuidParam },
      responses: { 200: ok(supportConversationDto) },
      errors: [404],
    },
    "POST /conversations/:uuid/messages": {
      summary: "Post a message (an admin's is a reply, also mailed when the user is away)",
      auth: "user",
      request: { params: uuidParam, body: supportMessageBody },
      responses: { 201: ok(supportPostResult) },
      errors: [404, 429],
    },
    "PUT /conversations/:uuid": {
      summary: "Set a conversation's status or assignee",
      auth: "admin",
      request: idAndBody(uuidParam, supportConversationUpdateBody),
      responses: { 200: ok(supportConversationSummary) },
      errors: [404],
    },
    "POST /conversations/:uuid/live-ticket": {
      summary: "A single-use ticket to open the conversation's live socket within 60 seconds",
      auth: "user",
      request: { params: uuidParam },
      responses: { 201: ok(supportLiveTicket) },
      errors: [404],
    },
    "GET /conversations/:uuid/live": {
      summary: "The conversation's live WebSocket (opened with a ticket)",
      auth: "public",
      request: { params: uuidParam, query: liveTicketQuery },
      responses: { 101: { description: "Switching Protocols: JSON text frames both ways" } },
      errors: [401, 404, 426],
    },
  }),
  // Not envelopes: the document itself and its page.
  ...register("/api", "System", {
    "GET /openapi.json": {
      summary: "This OpenAPI 3.1 document",
      auth: "public",
      responses: { 200: { description: "The OpenAPI document", mediaType: "application/json" } },
    },
    "GET /docs": {
      summary: "This reference as a page",
      auth: "public",
      responses: { 200: HTML_PAGE("The API reference") },
    },
  }),
};
