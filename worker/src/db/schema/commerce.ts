import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { packages } from "./catalogue.ts";
import { cascadeRef, createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";

/* Subscriptions and their ledger, trials, transactions and payment events, vouchers. */

/** One current subscription per user (docs/product.md#subscriptions-and-days). */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
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
    userId: cascadeRef("user_id", () => users.id),
    source: text("source", {
      enum: ["payment", "voucher", "referral", "milestone", "admin", "seed", "trial", "downtime", "grace"],
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
    userId: cascadeRef("user_id", () => users.id),
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
    /**
     * Set when it completes: the subscriber had paid before, or auto-renew charged it (issue 43).
     * Kept on the row, so the renewal figures never depend on the order of later changes.
     */
    isRenewal: integer("is_renewal", { mode: "boolean" }).notNull().default(false),
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
    voucherId: cascadeRef("voucher_id", () => vouchers.id),
    userId: cascadeRef("user_id", () => users.id),
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

/**
 * The reminders mailed before a subscription ends (issue 43): one row per end date and threshold
 * (7, 3 or 1 days before), written before the mail goes, so a threshold is mailed once however
 * many cron runs overlap. A renewal moves the end date, and the next cycle gets its own rows.
 */
export const renewalReminders = sqliteTable(
  "renewal_reminders",
  {
    userId: cascadeRef("user_id", () => users.id),
    endAt: integer("end_at").notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.endAt, t.daysBefore] })],
);

/**
 * A payment method linked for auto-renew (decision 065): the provider's saved token (Xendit's
 * payment token; the sandbox's own), its channel and a masked label. Linking starts `pending`; only
 * the provider's verified webhook, or the sandbox page playing it, makes it `active`. At most one
 * active method per account: a newly linked one replaces it.
 */
export const renewalMethods = sqliteTable(
  "renewal_methods",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    provider: text("provider", { enum: ["sandbox", "xendit"] }).notNull(),
    channel: text("channel").notNull(),
    tokenId: text("token_id"),
    label: text("label"),
    status: text("status", { enum: ["pending", "active", "failed"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("renewal_methods_active_uq").on(t.userId).where(sql`status = 'active'`),
    index("renewal_methods_user_idx").on(t.userId),
    index("renewal_methods_token_idx").on(t.provider, t.tokenId),
  ],
);

/**
 * One renewal per subscription and cycle (decision 065): the cycle is the end date being renewed,
 * unique per user, so concurrent cron runs make one and its transaction is charged once per try.
 * `status`: `due` (a try is waiting for `next_attempt_at`), `charging` (a try is with the provider),
 * `retrying` (declined, a try is left), `past_due` (the last try was declined), and the settled
 * `renewed`, `recovered` (paid another way), `ended` (grace over) and `canceled` (turned off).
 * `grace_days` is the access granted past the end while it is open, taken back when it is paid.
 */
export const renewalCycles = sqliteTable(
  "renewal_cycles",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    endAt: integer("end_at").notNull(),
    packageId: text("package_id").references(() => packages.id, { onDelete: "set null" }),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    methodId: text("method_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", {
      enum: ["due", "charging", "retrying", "past_due", "renewed", "recovered", "ended", "canceled"],
    }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    firstAttemptAt: integer("first_attempt_at"),
    nextAttemptAt: integer("next_attempt_at"),
    failureCode: text("failure_code"),
    graceDays: integer("grace_days").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("renewal_cycles_user_end_uq").on(t.userId, t.endAt),
    uniqueIndex("renewal_cycles_transaction_uq").on(t.transactionId),
    index("renewal_cycles_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);
