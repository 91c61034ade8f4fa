import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, updatedAt } from "./columns.ts";

/* Email: senders, blasts and their recipients, unsubscribes, the newsletter and the outbox. */

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
    blastId: cascadeRef("blast_id", () => emailBlasts.id),
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

/**
 * The status page's mail subscribers (issue 46, decision 069): double opt-in like the newsletter;
 * `alertedThrough` is the time of the last service incident event mailed to the address, so each
 * run mails every confirmed subscriber the events after it, once (claimed by a conditional update).
 */
export const statusSubscriptions = sqliteTable(
  "status_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    locale: text("locale", { enum: ["en", "id"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: integer("confirmed_at"),
    alertedThrough: integer("alerted_through").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("status_subscriptions_email_uq").on(t.email),
    uniqueIndex("status_subscriptions_token_uq").on(t.confirmTokenHash),
    index("status_subscriptions_due_idx").on(t.alertedThrough).where(sql`confirmed_at IS NOT NULL`),
    index("status_subscriptions_pending_idx").on(t.createdAt).where(sql`confirmed_at IS NULL`),
  ],
);

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
