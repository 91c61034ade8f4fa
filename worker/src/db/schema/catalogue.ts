import { CREDIT_OUTCOMES, INCIDENT_CONFIRMERS } from "@app/shared/schemas/incidents";
import { HOLDING_END_REASONS } from "@app/shared/schemas/service-accounts";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";

/* The catalogue: categories, services, their shared accounts and health, timeframes and packages. */

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    /** The English name; `nameIndonesian` is shown to Indonesian readers (issue 46), this when it is empty. */
    name: text("name").notNull(),
    nameIndonesian: text("name_indonesian"),
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
    serviceId: cascadeRef("service_id", () => services.id),
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
    accountId: cascadeRef("account_id", () => serviceAccounts.id),
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
    serviceId: cascadeRef("service_id", () => services.id),
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
    creditOutcome: text("credit_outcome", { enum: CREDIT_OUTCOMES }),
    /** Who confirmed a down service incident (issue 41): only confirmed ones are credited. */
    confirmedBy: text("confirmed_by", { enum: INCIDENT_CONFIRMERS }),
    confirmedAt: integer("confirmed_at"),
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
    userId: cascadeRef("user_id", () => users.id),
    serviceId: cascadeRef("service_id", () => services.id),
    accountId: cascadeRef("account_id", () => serviceAccounts.id),
    createdAt: createdAt(),
    /** Opens of the service through this assignment (the open's own route type only). */
    opens: integer("opens").notNull().default(0),
    lastOpenAt: integer("last_open_at"),
    /**
     * Set by the statement that ends the assignment, right before it deletes it: the delete
     * trigger copies the row with its reason into `assignment_history` (issue 41). A cascade
     * (account or service deleted) leaves it null: the trigger records "deleted".
     */
    endReason: text("end_reason", { enum: HOLDING_END_REASONS }),
    endedAt: integer("ended_at"),
    /**
     * Set when the seat was given to the first waiter of the queue (decision 070): it is kept for
     * them until then, and ends unopened after it; their first open clears it.
     */
    heldUntil: integer("held_until"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index("service_assignments_account_idx").on(t.accountId),
    index("service_assignments_held_idx").on(t.heldUntil).where(sql`held_until IS NOT NULL`),
  ],
);

/**
 * Past holders of each account (issue 41: who held what), written by the delete trigger of
 * `service_assignments`. The account id is no reference: the record outlives the account.
 */
export const assignmentHistory = sqliteTable(
  "assignment_history",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    serviceId: cascadeRef("service_id", () => services.id),
    accountId: text("account_id").notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at").notNull(),
    endReason: text("end_reason", { enum: HOLDING_END_REASONS }).notNull(),
    opens: integer("opens").notNull().default(0),
    lastOpenAt: integer("last_open_at"),
  },
  (t) => [
    index("assignment_history_account_idx").on(t.accountId, t.endedAt),
    index("assignment_history_ended_idx").on(t.endedAt),
  ],
);

/**
 * Per subscriber, the end of the downtime they were last credited for (issue 41): a later
 * incident that overlaps it is credited only beyond it, so N services down at once earn one
 * credit for the same hours.
 */
export const downtimeCoverage = sqliteTable("downtime_coverage", {
  userId: cascadeRef("user_id", () => users.id).primaryKey(),
  coveredUntil: integer("covered_until").notNull(),
});

/**
 * The queue of each full pool (decision 070): subscribers who opened a service and found no free
 * seat, once per service, in the order they first came (`createdAt`, then user id); the first is
 * given the next free seat. The admin dashboard counts them.
 */
export const seatWaits = sqliteTable(
  "seat_waits",
  {
    userId: cascadeRef("user_id", () => users.id),
    serviceId: cascadeRef("service_id", () => services.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index("seat_waits_queue_idx").on(t.serviceId, t.createdAt, t.userId),
  ],
);

/**
 * The services whose pool admins were told is nearly full (decision 070): a row is written when
 * the seats in use reach 90% and removed when they drop below 80%, so each rise is mailed once.
 */
export const poolAlerts = sqliteTable("pool_alerts", {
  serviceId: cascadeRef("service_id", () => services.id).primaryKey(),
  seats: integer("seats").notNull(),
  used: integer("used").notNull(),
  alertedAt: integer("alerted_at").notNull(),
});

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
    packageId: cascadeRef("package_id", () => packages.id),
    serviceId: cascadeRef("service_id", () => services.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plan_services_pair_uq").on(t.packageId, t.serviceId),
    index("plan_services_service_idx").on(t.serviceId),
  ],
);
