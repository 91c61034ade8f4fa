/** Business constants and limits of docs/product.md#rules-and-limits. */
export const LOCALES = ["en", "id"] as const;
export type Locale = (typeof LOCALES)[number];
/** Each language's own name (an endonym reads the same in every interface language). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", id: "Bahasa Indonesia" };
/** Content default and fallback language of the text bundles (docs/product.md#languages). */
export const CONTENT_FALLBACK_LOCALE: Locale = "id";
/** Default of the client-side locale state when nothing else is known (docs/product.md#languages). */
export const CLIENT_DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "preferred-locale";
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
export const INDONESIAN_TIME_ZONES = ["Asia/Jakarta", "Asia/Pontianak", "Asia/Makassar", "Asia/Jayapura"] as const;

export const PRICING_MAX_PACKAGES = 3;
export const FAQ_TOPICS = [
  "subscribe",
  "cancel",
  "tools",
  "support",
  "howToUse",
  "refund",
  "report",
  "mobile",
  "sharing",
  "contact",
] as const;
export const EXTENSION_GUIDE_STEPS = 7;

export const REFERRAL_REWARD_DAYS = 3;
export const REFERRAL_FRIEND_DISCOUNT_PERCENT = 10;
export const REFERRAL_MILESTONE_EVERY = 5;
export const REFERRAL_MILESTONE_BONUS_DAYS_DEFAULT = 7;
/** Weeks of invitations the affiliate dashboard charts (GET /referrals/stats `weekly`). */
export const REFERRAL_CHART_WEEKS = 12;
/** The ranges of the admin referral page, in whole UTC days up to today; each keeps a leaderboard (decision 060). */
export const REFERRAL_RANGE_DAYS = [7, 30, 90, 365] as const;
/**
 * `commissionPercent`: the share of the invited friends' purchases the tier pays out, null where
 * none is paid (none is today: every tier gives the same days; issue 46 has the panel say so).
 */
export const REFERRAL_TIERS = [
  { from: 1, to: 5, rewardDays: 3, commissionPercent: null },
  { from: 6, to: 15, rewardDays: 3, commissionPercent: null },
  { from: 16, to: null, rewardDays: 3, commissionPercent: null },
] as const satisfies readonly {
  from: number;
  to: number | null;
  rewardDays: number;
  commissionPercent: number | null;
}[];
export const AFFILIATE_MAX_COMMISSION_PERCENT = 10;
export const REFERRAL_LINK_PATH = "/register?ref=";

export const MARKETING_STATS = {
  activeUsers: "1.2K+",
  invitations: "850+",
  monthlyGrowth: "15%",
  satisfaction: "4.7/5",
  trustedBy: "1k+",
  services: "40+",
} as const;

export const REPORT_DESCRIPTION_MIN = 10;

export const ACCESS_TOKEN_TTL_S = 86_400;
export const REFRESH_TOKEN_TTL_S = 7 * 86_400;

export const SAVED_URL_TTL_MS = 30 * 60_000;
export const LOGOUT_GUARD_MS = 2_000;
export const ERROR_TOAST_MS = 5_000;
export const SUCCESS_TOAST_MS = 3_000;
export const TABLE_FILTER_DEBOUNCE_MS = 500;
export const PERSIST_TIMEOUT_MS = 5_000;
export const TABLE_DEFAULT_PAGE = 1;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
/**
 * Lists count their rows up to this many (issue 15): past it the answer says "more than" instead
 * of reading a million rows for an exact COUNT(*) on every page view.
 */
export const LIST_COUNT_CAP = 1_000;
export const PAGINATION_WINDOW = 5;

/** Paths that are never used as a redirect target after sign-in (docs/product.md#sessions-in-the-browser). */
export const NON_REDIRECT_PATHS = ["/login", "/complete-profile", "/signup", "/forgot-password"] as const;

/** "deleted" is set only by the owner's self-service deletion (the account is anonymised). */
export const USER_STATUSES = ["active", "inactive", "pending", "suspended", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** The statuses an admin may set: a deleted account cannot be made, nor brought back, by hand. */
export const ADMIN_SETTABLE_USER_STATUSES = [
  "active",
  "inactive",
  "pending",
  "suspended",
] as const satisfies readonly UserStatus[];
export const USER_ROLES = ["user", "admin"] as const;
/**
 * Where an admin's session stands with the second factor (decision 053): `granted` may use the
 * admin area, `verify` must confirm with a factor first, `enroll` must set one up first.
 */
export const ADMIN_ACCESS = ["granted", "verify", "enroll"] as const;
export type AdminAccess = (typeof ADMIN_ACCESS)[number];
export const MFA_FACTOR_KINDS = ["totp", "passkey"] as const;
export type MfaFactorKind = (typeof MFA_FACTOR_KINDS)[number];
/** Recovery codes issued at once; each works once. */
export const MFA_RECOVERY_CODE_COUNT = 10;
export type UserRole = (typeof USER_ROLES)[number];
export const TRANSACTION_STATUSES = ["pending", "completed", "expired", "canceled"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const VOUCHER_STATUSES = ["active", "disabled"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const REFERRAL_STATUSES = ["pending", "successful", "failed"] as const;
export const SERVICE_TYPES = ["cookie", "key"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const PACKAGE_STATUSES = ["active", "inactive"] as const;
/** The longest free trial an admin can give a package (decision 041). */
export const TRIAL_MAX_DAYS = 90;
