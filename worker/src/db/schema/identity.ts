import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, singleUse, updatedAt } from "./columns.ts";

/* Accounts: users, their sessions and second factors, and the mailed single-use tokens. */

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
    /** Whether the subscriber gets the mails before their subscription ends (issue 43). */
    renewalReminders: integer("renewal_reminders", { mode: "boolean" }).notNull().default(true),
    /** When the welcome mail of the first subscription went (issue 44); claimed before it is sent. */
    welcomeMailedAt: integer("welcome_mailed_at"),
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
    userId: cascadeRef("user_id", () => users.id),
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
    userId: cascadeRef("user_id", () => users.id),
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
    userId: cascadeRef("user_id", () => users.id),
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
    sessionId: cascadeRef("session_id", () => sessions.id),
    purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
    ...singleUse(),
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
    sessionId: cascadeRef("session_id", () => sessions.id),
    ...singleUse(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    ...singleUse(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Email verification links of password sign-ups (stored hashed, single-use). */
export const emailVerifications = sqliteTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    ...singleUse(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);
