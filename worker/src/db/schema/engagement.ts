import { ANNOUNCEMENT_AUDIENCES } from "@app/shared/constants/comms";
import { USER_NOTICE_KINDS } from "@app/shared/schemas/incidents";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { services } from "./catalogue.ts";
import { cascadeRef, createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";

/* Announcements, reports and usage of services, referrals and their kept windows, settings and notices. */

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
    audience: text("audience", { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default("everyone"),
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
    announcementId: cascadeRef("announcement_id", () => announcements.id),
    userId: cascadeRef("user_id", () => users.id),
    dismissedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const serviceReports = sqliteTable(
  "service_reports",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
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
    userId: cascadeRef("user_id", () => users.id),
    serviceId: cascadeRef("service_id", () => services.id),
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
    referrerId: cascadeRef("referrer_id", () => users.id),
    referredId: cascadeRef("referred_id", () => users.id),
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
    referrerId: cascadeRef("referrer_id", () => users.id),
    referralId: cascadeRef("referral_id", () => referrals.id),
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
 * What the panel tells one user once (a downtime credit, a seat given from the queue): `kind`
 * picks the text, `data` fills it. Unique per source, so an effect's notice is written once.
 */
export const userNotices = sqliteTable(
  "user_notices",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    kind: text("kind", { enum: USER_NOTICE_KINDS }).notNull(),
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
