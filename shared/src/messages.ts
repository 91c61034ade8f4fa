/**
 * The message catalogue of SPEC §8. The server produces these strings and the panel matches them,
 * so both sides import them from here.
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

/** Any of these messages in an API error forces a logout (SPEC §8). */
export const FORCED_LOGOUT_MESSAGES: readonly string[] = Object.values(AUTH_MESSAGES);

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

export const TABLE_MESSAGES = {
  empty: "No data available.",
  previous: "Previous",
  next: "Next",
  confirmYes: "Yes, I'm sure",
  confirmNo: "No, cancel",
} as const;

/** Machine-readable error codes of the API envelope; the panel translates them. */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "BUSINESS_RULE",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "MISCONFIGURED",
  "TEMPORARILY_UNAVAILABLE",
  "EMAIL_NOT_VERIFIED",
  "VERIFY_INVALID",
  "REFERRAL_DISCOUNT_PENDING",
  "EXTENSION_OUTDATED",
  "LINK_CODE_INVALID",
  "NOT_COOKIE_SERVICE",
  "MEDIA_UNSUPPORTED",
  "MEDIA_PROVIDERS_DOWN",
  "MEDIA_QUOTA_EXHAUSTED",
  "TOOL_UNAVAILABLE",
] as const;

export const TOOL_MESSAGES = {
  unsupported: "This link is not supported. Paste the address of a public video or image post.",
  providersDown: "The download service is not responding right now. Please try again in a few minutes.",
  quotaExhausted: "You have used all of today's downloads. The count starts again tomorrow (UTC).",
  unavailable: "The media downloader is not available at the moment.",
} as const;

export const EXTENSION_MESSAGES = {
  /** SPEC §8: "the extensions are outdated and must be updated". */
  outdated: "The extensions are outdated and must be updated.",
  linkCodeInvalid: "This link code is invalid or has expired",
  notCookieService: "This service is not opened with cookies",
  noCookies: "This service has no session configured yet",
} as const;

export const SYSTEM_MESSAGES = {
  misconfigured: "The server is misconfigured and cannot answer requests until an operator fixes it.",
  unavailable: "The service is temporarily unavailable. Nothing was changed; please try again in a moment.",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  resetSent: "If an account exists for this email, we have sent a link to reset the password.",
  resetInvalid: "This reset link is invalid or has expired",
  passwordChanged: "Your password has been changed. Please sign in.",
  invalidPhone: "phone is not a valid number for the chosen country",
  rateLimited: "Too many attempts. Please wait a moment and try again.",
  refreshMissing: "Session expired",
  googleUnavailable: "Google sign-in is not configured",
  googleFailed: "Google sign-in failed",
} as const;

export const SERVICE_MESSAGES = {
  notEntitled: "This service is not included in your package",
  noSubscription: "You have no active subscription",
  slugTaken: "A service with this name already exists",
  unavailable: "This service is currently unavailable",
} as const;

export const VOUCHER_ERRORS = {
  unknown: "This voucher code does not exist",
  expired: "This voucher has expired",
  disabled: "This voucher is disabled",
  usedUp: "This voucher has been fully redeemed",
  alreadyRedeemed: "You have already redeemed this voucher",
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
