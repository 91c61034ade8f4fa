import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Every entity's public id is a uuid (`id`). Times are epoch milliseconds, money is an integer in
 * the currency's minor unit (docs/architecture.md#money-time-and-ids).
 */
const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .$defaultFn(() => Date.now());
const updatedAt = () =>
  integer("updated_at", { mode: "number" })
    .notNull()
    .$defaultFn(() => Date.now());

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Lower-cased, dots and plus-tags removed for Gmail-style domains: used by referral fraud rules. */
    emailCanonical: text("email_canonical").notNull(),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    phone: text("phone"),
    country: text("country"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    status: text("status", { enum: ["active", "inactive", "pending", "suspended", "deleted"] })
      .notNull()
      .default("active"),
    referralCode: text("referral_code").notNull(),
    locale: text("locale", { enum: ["en", "id"] }),
    /** When the owner proved the address (verification link or Google); null for unverified sign-ups. */
    emailVerifiedAt: integer("email_verified_at"),
    lastLoginAt: integer("last_login_at"),
    /** Since when the account has a second factor (decision 053); null while it has none. */
    mfaEnabledAt: integer("mfa_enabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_referral_code_uq").on(t.referralCode),
    uniqueIndex("users_google_sub_uq").on(t.googleSub),
    index("users_email_canonical_idx").on(t.emailCanonical),
    index("users_status_created_idx").on(t.status, t.createdAt),
    index("users_created_idx").on(t.createdAt),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    browser: text("browser"),
    os: text("os"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    /** another_login | logout | suspended | refresh_reuse | signed_out | expired */
    revokedReason: text("revoked_reason"),
    /** When this session passed the account's second factor (decision 053). */
    mfaVerifiedAt: integer("mfa_verified_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.revokedAt)],
);

/**
 * Second factors of admins (decision 053): authenticator apps (TOTP, the secret sealed with
 * SERVICE_SECRET_KEY) and passkeys (WebAuthn public keys). A TOTP row is pending until its first
 * code confirms it.
 */
export const mfaFactors = sqliteTable(
  "mfa_factors",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["totp", "passkey"] }).notNull(),
    label: text("label").notNull(),
    /** TOTP: the sealed base32 secret. */
    secret: text("secret"),
    /** TOTP: the last time step accepted, so a code is never accepted twice. */
    lastStep: integer("last_step"),
    /** Passkey: the credential id (base64url), its COSE public key (base64url), counter and transports. */
    credentialId: text("credential_id"),
    publicKey: text("public_key"),
    signCount: integer("sign_count").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at"),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [index("mfa_factors_user_idx").on(t.userId), uniqueIndex("mfa_factors_credential_uq").on(t.credentialId)],
);

/** Single-use recovery codes of an account with a second factor, stored hashed. */
export const mfaRecoveryCodes = sqliteTable(
  "mfa_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    usedAt: integer("used_at"),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId)],
);

/** WebAuthn challenges: one per session and purpose, single-use, five minutes. */
export const mfaChallenges = sqliteTable(
  "mfa_challenges",
  {
    challenge: text("challenge").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    index("mfa_challenges_session_idx").on(t.sessionId, t.purpose),
    index("mfa_challenges_expires_idx").on(t.expiresAt),
  ],
);

/** Opaque refresh tokens, stored hashed; a used one is kept so its reuse can be detected. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Email verification links of password sign-ups (stored hashed, single-use). */
export const emailVerifications = sqliteTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("categories_name_uq").on(t.name)],
);

export const services = sqliteTable(
  "services",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logo: text("logo"),
    typeService: text("type_service", { enum: ["cookie", "key"] })
      .notNull()
      .default("cookie"),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    description: text("description"),
    accessUrl: text("access_url"),
    /**
     * URL filters (declarativeNetRequest `urlFilter` syntax) of the upstream account's own pages:
     * account, password, billing, sign-out. The Access extension blocks them while it holds the
     * service's session (decision 047).
     */
    blockedUrls: text("blocked_urls", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /**
     * The health probe (decision 048): a page fetched with each account's session, and the text
     * that shows it signed in, or the text that shows it signed out.
     */
    probeUrl: text("probe_url"),
    probeSignedInText: text("probe_signed_in_text"),
    probeSignedOutText: text("probe_signed_out_text"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("services_slug_uq").on(t.slug),
    index("services_category_idx").on(t.categoryId),
    index("services_status_sort_idx").on(t.status, t.sortOrder),
  ],
);

/**
 * The pool of upstream accounts a service is served from (decision 047). `secret` is the AES-GCM
 * ciphertext of the session (cookies + localStorage, or a key); never listed. `seatsUsed` is kept
 * by triggers on `service_assignments`, so the seat guard is one conditional insert.
 */
export const serviceAccounts = sqliteTable(
  "service_accounts",
  {
    id: id(),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    secret: text("secret"),
    /** How many subscribers may be assigned; null: unlimited. */
    seats: integer("seats"),
    seatsUsed: integer("seats_used").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** The earliest expiry among the session's cookies; null: none known. */
    expiresAt: integer("expires_at"),
    /** The `expiresAt` the admins were last warned about (one warning per expiry). */
    expiryWarnedFor: integer("expiry_warned_for"),
    /** healthy, suspect (one bad signal) or down (decision 048), since `healthSince`. */
    health: text("health", { enum: ["healthy", "suspect", "down"] })
      .notNull()
      .default("healthy"),
    healthSince: integer("health_since"),
    /** When the cron last probed it (probes are spread by this). */
    probedAt: integer("probed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_accounts_service_idx").on(t.serviceId, t.createdAt),
    uniqueIndex("service_accounts_label_uq").on(t.serviceId, t.label),
    index("service_accounts_expiry_idx").on(t.expiresAt),
  ],
);

/** Health signals of an account (decision 048): probes, the extension's checks, reports. */
export const accountSignals = sqliteTable(
  "account_signals",
  {
    id: id(),
    accountId: text("account_id")
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["probe", "field", "report"] }).notNull(),
    /** good: signed in; bad: signed out; error: the probe could not tell (timeout, 5xx). */
    result: text("result", { enum: ["good", "bad", "error"] }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("account_signals_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * Incidents (decision 048): an account that went down (`accountId` set), or a service that was not
 * operational (`accountId` null, `state` degraded or down), from `startedAt` to `endedAt`.
 */
export const incidents = sqliteTable(
  "incidents",
  {
    id: id(),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    accountId: text("account_id").references(() => serviceAccounts.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["down", "degraded"] }).notNull(),
    cause: text("cause").notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at"),
    /** When admins were told (once per incident). */
    alertedAt: integer("alerted_at"),
    /**
     * Downtime credits (decision 049): a closed service incident in state down is settled once.
     * The run that sets `creditClaim` (a random token) is the only one whose batch credits.
     */
    creditClaim: text("credit_claim"),
    creditedAt: integer("credited_at"),
    creditOutcome: text("credit_outcome", { enum: ["credited", "below-threshold", "credits-off"] }),
    creditedUsers: integer("credited_users"),
    creditDays: integer("credit_days"),
  },
  (t) => [
    index("incidents_service_idx").on(t.serviceId, t.startedAt),
    index("incidents_started_idx").on(t.startedAt),
    index("incidents_unsettled_idx")
      .on(t.endedAt)
      .where(sql`credit_claim IS NULL AND account_id IS NULL AND state = 'down' AND ended_at IS NOT NULL`),
    // At most one open incident per account, and one per service (account_id null).
    uniqueIndex("incidents_open_account_uq").on(t.accountId).where(sql`ended_at IS NULL AND account_id IS NOT NULL`),
    uniqueIndex("incidents_open_service_uq").on(t.serviceId).where(sql`ended_at IS NULL AND account_id IS NULL`),
  ],
);

/** A subscriber's sticky account of one service. */
export const serviceAssignments = sqliteTable(
  "service_assignments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index("service_assignments_account_idx").on(t.accountId)],
);

/** Subscribers who opened a service and found no free seat (the admin dashboard counts them). */
export const seatWaits = sqliteTable(
  "seat_waits",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index("seat_waits_service_idx").on(t.serviceId)],
);

/** Sessions of the local `/demo-site` stand-in (never used in production; modules/demo-site). */
export const demoSiteSessions = sqliteTable(
  "demo_site_sessions",
  {
    token: text("token").primaryKey(),
    account: text("account").notNull(),
    storageToken: text("storage_token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("demo_site_sessions_account_idx").on(t.account)],
);

export const timeframes = sqliteTable(
  "timeframes",
  {
    id: id(),
    name: text("name").notNull(),
    days: integer("days").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("timeframes_name_uq").on(t.name)],
);

export const packages = sqliteTable(
  "packages",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    price: integer("price").notNull(),
    currency: text("currency").notNull().default("IDR"),
    timeframeId: text("timeframe_id").references(() => timeframes.id, { onDelete: "set null" }),
    days: integer("days").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    sortOrder: integer("sort_order").notNull().default(0),
    highlight: integer("highlight", { mode: "boolean" }).notNull().default(false),
    /** Days of the free trial this package gives a new customer; 0: not the trial package (at most one is). */
    trialDays: integer("trial_days").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("packages_name_uq").on(t.name),
    index("packages_status_sort_idx").on(t.status, t.sortOrder),
    index("packages_trial_idx").on(t.trialDays).where(sql`trial_days > 0`),
  ],
);

export const planServices = sqliteTable(
  "plan_services",
  {
    id: id(),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plan_services_pair_uq").on(t.packageId, t.serviceId),
    index("plan_services_service_idx").on(t.serviceId),
  ],
);

/** One current subscription per user (docs/product.md#subscriptions-and-days). */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: text("package_id").references(() => packages.id, { onDelete: "set null" }),
    startAt: integer("start_at"),
    endAt: integer("end_at"),
    /** Voucher or referral days earned while no subscription was active, applied at the next activation. */
    bankedDays: integer("banked_days").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("subscriptions_user_uq").on(t.userId), index("subscriptions_end_idx").on(t.endAt)],
);

/** Every change of a subscription's end date, so it can always be explained and recomputed. */
export const subscriptionLedger = sqliteTable(
  "subscription_ledger",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", {
      enum: ["payment", "voucher", "referral", "milestone", "admin", "seed", "trial", "downtime"],
    }).notNull(),
    /** The transaction, redemption or reward that caused it: unique per source, so effects happen once. */
    sourceId: text("source_id").notNull(),
    packageId: text("package_id"),
    days: integer("days").notNull(),
    endBefore: integer("end_before"),
    endAfter: integer("end_after"),
    banked: integer("banked", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscription_ledger_source_uq").on(t.source, t.sourceId),
    index("subscription_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * The free trial, once per person (decision 041, issue 26): one row per user, per phone number and
 * per canonical email. The phone and the claiming IP are kept as keyed hashes (HMAC under
 * JWT_SECRET), never in clear; `phone` holds only rows from before that, until the cron hashes
 * them. The row outlives an account's deletion, so a new account with the same phone or mailbox
 * cannot start a second trial.
 */
export const trialClaims = sqliteTable(
  "trial_claims",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone"),
    phoneHash: text("phone_hash"),
    emailCanonical: text("email_canonical"),
    ipHash: text("ip_hash"),
    claimedAt: integer("claimed_at").notNull(),
    subscriptionId: text("subscription_id").notNull(),
  },
  (t) => [
    uniqueIndex("trial_claims_phone_uq").on(t.phone),
    uniqueIndex("trial_claims_phone_hash_uq").on(t.phoneHash),
    uniqueIndex("trial_claims_email_uq").on(t.emailCanonical),
    index("trial_claims_ip_idx").on(t.ipHash, t.claimedAt),
  ],
);

export const transactions = sqliteTable(
  "transactions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: text("package_id").references(() => packages.id, { onDelete: "set null" }),
    packageName: text("package_name").notNull(),
    days: integer("days").notNull(),
    provider: text("provider", { enum: ["sandbox", "xendit", "coinbase", "seed"] }).notNull(),
    providerRef: text("provider_ref"),
    amount: integer("amount").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "completed", "expired", "canceled"] })
      .notNull()
      .default("pending"),
    paymentUrl: text("payment_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: integer("completed_at"),
    expiresAt: integer("expires_at"),
  },
  (t) => [
    index("transactions_user_created_idx").on(t.userId, t.createdAt),
    index("transactions_status_created_idx").on(t.status, t.createdAt),
    // The admin list's default order (issue 15: without it a page sorts the whole table).
    index("transactions_created_idx").on(t.createdAt),
    index("transactions_provider_ref_idx").on(t.provider, t.providerRef),
    // At most one open payment carrying the referral discount per user.
    uniqueIndex("transactions_open_discount_uq").on(t.userId).where(sql`status = 'pending' AND discount_amount > 0`),
  ],
);

/** Verified provider webhooks, deduplicated by the provider's event id. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    transactionId: text("transaction_id"),
    type: text("type").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_uq").on(t.provider, t.eventId)],
);

export const vouchers = sqliteTable(
  "vouchers",
  {
    id: id(),
    code: text("code").notNull(),
    packageId: text("package_id").references(() => packages.id, { onDelete: "set null" }),
    days: integer("days").notNull(),
    maxRedemptions: integer("max_redemptions").notNull().default(1),
    redeemedCount: integer("redeemed_count").notNull().default(0),
    perUserLimit: integer("per_user_limit").notNull().default(1),
    redeemBy: integer("redeem_by"),
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_uq").on(t.code),
    index("vouchers_status_created_idx").on(t.status, t.createdAt),
    index("vouchers_created_idx").on(t.createdAt),
  ],
);

export const voucherRedemptions = sqliteTable(
  "voucher_redemptions",
  {
    id: id(),
    voucherId: text("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1..perUserLimit: the unique index makes the per-user limit hold under concurrency. */
    userSeq: integer("user_seq").notNull().default(1),
    days: integer("days").notNull(),
    periodStart: integer("period_start"),
    periodEnd: integer("period_end"),
    redeemedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("voucher_redemptions_user_seq_uq").on(t.voucherId, t.userId, t.userSeq),
    index("voucher_redemptions_user_idx").on(t.userId, t.redeemedAt),
  ],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    titleEn: text("title_en").notNull(),
    titleId: text("title_id").notNull(),
    bodyEn: text("body_en").notNull(),
    bodyId: text("body_id").notNull(),
    level: text("level", { enum: ["info", "warning", "critical"] })
      .notNull()
      .default("info"),
    audience: text("audience", { enum: ["everyone", "active", "expired"] })
      .notNull()
      .default("everyone"),
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("announcements_published_start_idx").on(t.published, t.startsAt)],
);

export const announcementDismissals = sqliteTable(
  "announcement_dismissals",
  {
    announcementId: text("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dismissedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const serviceReports = sqliteTable(
  "service_reports",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: text("service_id").references(() => services.id, { onDelete: "set null" }),
    serviceName: text("service_name").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: integer("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_reports_user_idx").on(t.userId, t.createdAt),
    index("service_reports_status_idx").on(t.status, t.createdAt),
  ],
);

export const serviceUsage = sqliteTable(
  "service_usage",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    accessedAt: createdAt(),
  },
  (t) => [
    index("service_usage_user_idx").on(t.userId, t.accessedAt),
    index("service_usage_service_idx").on(t.serviceId, t.accessedAt),
    // A user's latest use of one service, for the most-used figures' triggers (decision 045).
    index("service_usage_user_service_idx").on(t.userId, t.serviceId, t.accessedAt),
  ],
);

/**
 * Each user's uses of each service, and the latest, kept by the triggers of migration 0017: the
 * dashboard's recently used services read a few rows, however often the user opens them.
 */
export const userServiceUses = sqliteTable(
  "user_service_uses",
  {
    userId: text("user_id").notNull(),
    serviceId: text("service_id").notNull(),
    uses: integer("uses").notNull().default(0),
    lastAccessedAt: integer("last_accessed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index("user_service_uses_recent_idx").on(t.userId, t.lastAccessedAt),
  ],
);

export const referrals = sqliteTable(
  "referrals",
  {
    id: id(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredId: text("referred_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status", { enum: ["pending", "successful", "failed"] })
      .notNull()
      .default("pending"),
    /** Set when a fraud rule sends the referral to admin review instead of an automatic reward. */
    flagReason: text("flag_reason"),
    reviewNote: text("review_note"),
    reviewedBy: text("reviewed_by"),
    ip: text("ip"),
    convertedAt: integer("converted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_referred_uq").on(t.referredId),
    // Holds the status too, so a referrer's weeks (GET /referrals/stats) are read from the index alone.
    index("referrals_referrer_idx").on(t.referrerId, t.createdAt, t.status),
    // A page of one status of a referrer's history (GET /referrals/history?status=).
    index("referrals_referrer_status_idx").on(t.referrerId, t.status, t.createdAt),
    index("referrals_status_idx").on(t.status, t.createdAt),
    // Distinct referrers of a date range read the range's index entries only (decision 045).
    index("referrals_created_referrer_idx").on(t.createdAt, t.referrerId),
    index("referrals_ip_idx").on(t.ip, t.createdAt),
  ],
);

export const referralRewards = sqliteTable(
  "referral_rewards",
  {
    id: id(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referralId: text("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["referral", "milestone"] }).notNull(),
    days: integer("days").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referral_rewards_once_uq").on(t.referralId, t.kind),
    index("referral_rewards_referrer_idx").on(t.referrerId),
  ],
);

/**
 * Where each leaderboard window starts (decision 060): 0 days is all time; a window of N days holds
 * the referrals created on or after `first_ms`, the start of the UTC day N - 1 days before today once
 * rolled forward (`rollReferrerWindows`).
 */
export const referrerWindowStarts = sqliteTable("referrer_window_starts", {
  windowDays: integer("window_days").primaryKey(),
  firstMs: integer("first_ms").notNull(),
});

/**
 * Each referrer's referrals in each window, kept by the triggers of migration 0016 (decision 060),
 * so a leaderboard is the first rows of an index instead of a count over the range, and a
 * referrer's own totals are one row.
 */
export const referrerWindows = sqliteTable(
  "referrer_windows",
  {
    windowDays: integer("window_days").notNull(),
    referrerId: text("referrer_id").notNull(),
    total: integer("total").notNull().default(0),
    successful: integer("successful").notNull().default(0),
    pending: integer("pending").notNull().default(0),
    /** Days earned from referral and milestone rewards; kept in the all-time window (0) only. */
    rewardDays: integer("reward_days").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.windowDays, t.referrerId] }),
    index("referrer_windows_rank_idx").on(t.windowDays, t.successful, t.total, t.referrerId),
  ],
);

/** Settings admins change at run time, one JSON value per key (shared/src/schemas/settings.ts). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * What the panel tells one user once (a downtime credit): `kind` picks the text, `data` fills it.
 * Unique per source, so an effect's notice is written once.
 */
export const userNotices = sqliteTable(
  "user_notices",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["downtime-credit"] }).notNull(),
    sourceId: text("source_id").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    createdAt: createdAt(),
    readAt: integer("read_at"),
  },
  (t) => [
    uniqueIndex("user_notices_source_uq").on(t.kind, t.sourceId),
    index("user_notices_user_idx").on(t.userId, t.createdAt),
  ],
);

export const emailSenders = sqliteTable("email_senders", {
  id: id(),
  name: text("name").notNull(),
  fromAddress: text("from_address").notNull(),
  replyTo: text("reply_to"),
  provider: text("provider", { enum: ["outbox", "http"] })
    .notNull()
    .default("outbox"),
  dailyLimit: integer("daily_limit").notNull().default(10_000),
  perSecond: integer("per_second").notNull().default(10),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const emailBlasts = sqliteTable(
  "email_blasts",
  {
    id: id(),
    senderId: text("sender_id").references(() => emailSenders.id, { onDelete: "set null" }),
    source: text("source", { enum: ["manual", "excel", "database"] }).notNull(),
    segment: text("segment"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["scheduled", "sending", "completed", "failed", "canceled"] })
      .notNull()
      .default("scheduled"),
    scheduledAt: integer("scheduled_at"),
    total: integer("total").notNull().default(0),
    createdBy: text("created_by"),
    startedAt: integer("started_at"),
    completedAt: integer("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_blasts_created_idx").on(t.createdAt)],
);

export const emailRecipients = sqliteTable(
  "email_recipients",
  {
    id: id(),
    blastId: text("blast_id")
      .notNull()
      .references(() => emailBlasts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status", { enum: ["queued", "sent", "failed", "skipped", "canceled"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    sentAt: integer("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_recipients_blast_email_uq").on(t.blastId, t.email),
    index("email_recipients_blast_status_idx").on(t.blastId, t.status),
  ],
);

export const emailUnsubscribes = sqliteTable("email_unsubscribes", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = sqliteTable("newsletter_subscriptions", {
  email: text("email").primaryKey(),
  locale: text("locale"),
  confirmTokenHash: text("confirm_token_hash"),
  confirmedAt: integer("confirmed_at"),
  createdAt: createdAt(),
});

/** The default email sender stores messages here; admins read them in the outbox viewer. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text"),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    blastId: text("blast_id"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt), index("outbox_to_idx").on(t.toAddress)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);

export const media = sqliteTable(
  "media",
  {
    id: id(),
    /** R2 key: the content's SHA-256, so the same file is stored once. */
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name"),
    uploadedBy: text("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_key_uq").on(t.key)],
);

export const extensions = sqliteTable("extensions", {
  /** Stable key of one of the two required extensions (e.g. "core", "helper"). */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  minimumVersion: text("minimum_version").notNull().default("0.0.0"),
  fallbackUrl: text("fallback_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Single-use codes the panel hands to the Access extension to link it (stored hashed, 2 minutes). */
export const extensionLinkCodes = sqliteTable(
  "extension_link_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("extension_link_codes_expires_idx").on(t.expiresAt)],
);

/**
 * Tokens of linked Access extensions (stored hashed). Each is bound to the panel session that
 * linked it, so revoking the session (another device, logout, suspension) revokes the extension.
 */
export const extensionTokens = sqliteTable(
  "extension_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    extensionId: text("extension_id").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("extension_tokens_session_idx").on(t.sessionId), index("extension_tokens_expires_idx").on(t.expiresAt)],
);

export const extensionReleases = sqliteTable(
  "extension_releases",
  {
    id: id(),
    extensionId: text("extension_id")
      .notNull()
      .references(() => extensions.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    mediaKey: text("media_key"),
    fileName: text("file_name"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("extension_releases_version_uq").on(t.extensionId, t.version)],
);

export const conflictingExtensions = sqliteTable("conflicting_extensions", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for the rate limits of guessable endpoints. */
/** Fixed-window counters; keys are hashes, so a row is small, and old windows are pruned by cron. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/** Media downloader uses per user and UTC day, for the daily quota (conditional increment). */
export const toolUsage = sqliteTable(
  "tool_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Calls and failures of each media-downloader provider per UTC day (admin usage). */
export const toolProviderUsage = sqliteTable(
  "tool_provider_usage",
  {
    day: text("day").notNull(),
    provider: text("provider").notNull(),
    calls: integer("calls").notNull().default(0),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider] })],
);

/** A contact-form message or a live chat, with its counters for the inbox and the unread badges. */
export const supportConversations = sqliteTable(
  "support_conversations",
  {
    id: id(),
    /** Null for a visitor's contact message. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    locale: text("locale", { enum: ["en", "id"] }).notNull(),
    topic: text("topic", { enum: ["account", "billing", "service", "extension", "other"] }),
    channel: text("channel", { enum: ["contact", "chat"] }).notNull(),
    status: text("status", { enum: ["open", "waiting", "closed"] })
      .notNull()
      .default("open"),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    preview: text("preview").notNull(),
    lastAuthor: text("last_author", { enum: ["user", "admin", "visitor"] }).notNull(),
    lastMessageAt: integer("last_message_at").notNull(),
    unreadForAdmin: integer("unread_for_admin").notNull().default(0),
    unreadForUser: integer("unread_for_user").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_conversations_status_last_idx").on(t.status, t.lastMessageAt),
    index("support_conversations_last_idx").on(t.lastMessageAt),
    index("support_conversations_user_last_idx").on(t.userId, t.lastMessageAt),
    // The admin badge counts only these rows.
    index("support_conversations_unread_admin_idx").on(t.unreadForAdmin).where(sql`unread_for_admin > 0`),
  ],
);

export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    author: text("author", { enum: ["user", "admin", "visitor"] }).notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text, at most 4,000 characters, stored as written. */
    body: text("body").notNull(),
    createdAt: createdAt(),
    /** When the other side read it. */
    readAt: integer("read_at"),
  },
  (t) => [index("support_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

/** Single-use tickets that open a live chat socket (stored hashed, 60 seconds). */
export const supportLiveTickets = sqliteTable(
  "support_live_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("support_live_tickets_expires_idx").on(t.expiresAt)],
);

/** When each admin was last seen in support (inbox, badge, live socket): "support is online". */
export const supportAdminPresence = sqliteTable(
  "support_admin_presence",
  {
    adminId: text("admin_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: integer("last_seen_at").notNull(),
  },
  (t) => [index("support_admin_presence_seen_idx").on(t.lastSeenAt)],
);

/**
 * Pre-aggregated figures for the dashboards (issue 15, decision 045): one row a metric, UTC day
 * (`YYYY-MM-DD`, or '' for a running total) and dimension, kept exact by the SQLite triggers of
 * migration 0007 on every insert, update and delete of the tables they summarise.
 */
export const dailyFigures = sqliteTable(
  "daily_figures",
  {
    metric: text("metric", {
      enum: [
        "users",
        "signups",
        "transactions",
        "purchases",
        "accesses",
        "reports",
        "subscriptions-ending",
        "referrals",
        "conversions",
        "referrers",
        "referrer-last-day",
        "referral-days",
        "rewards",
        "service-use",
      ],
    }).notNull(),
    day: text("day").notNull(),
    dim: text("dim").notNull().default(""),
    count: integer("count").notNull().default(0),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.dim] })],
);

/**
 * The admin user search's index (decision 046): the words of each user's name and email, the whole
 * email and the phone's digits, kept by the triggers of migration 0008.
 */
export const userSearchTerms = sqliteTable(
  "user_search_terms",
  {
    term: text("term").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's, so a page of matches in the list's default order reads the terms alone. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.userId] }), index("user_search_terms_user_idx").on(t.userId)],
);
