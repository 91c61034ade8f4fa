import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, singleUse, updatedAt } from "./columns.ts";
import { sessions, users } from "./identity.ts";

/* The rest of the platform: the audit log, media, extensions, rate limits, tools, support, daily figures and the user search index. */

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
    userId: cascadeRef("user_id", () => users.id),
    sessionId: cascadeRef("session_id", () => sessions.id),
    ...singleUse(),
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
    userId: cascadeRef("user_id", () => users.id),
    sessionId: cascadeRef("session_id", () => sessions.id),
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
    extensionId: cascadeRef("extension_id", () => extensions.id),
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
    userId: cascadeRef("user_id", () => users.id),
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
    /**
     * The local part of the conversation's Reply-To address (reply+<token>@…), made at its first
     * reply by email: random, one per conversation (decision 066).
     */
    replyToken: text("reply_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("support_conversations_reply_token_idx").on(t.replyToken),
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
    conversationId: cascadeRef("conversation_id", () => supportConversations.id),
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
    conversationId: cascadeRef("conversation_id", () => supportConversations.id),
    sessionId: cascadeRef("session_id", () => sessions.id),
    ...singleUse(),
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
        "renewals",
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
    userId: cascadeRef("user_id", () => users.id),
    /** The user's, so a page of matches in the list's default order reads the terms alone. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.userId] }), index("user_search_terms_user_idx").on(t.userId)],
);
