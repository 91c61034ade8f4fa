import { z } from "zod";
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LEVELS,
  BLAST_SEGMENTS,
  BLAST_SOURCES,
  BLAST_STATES,
  MAIL_TEMPLATE_NAMES,
  SENDER_PROVIDERS,
} from "../constants/comms.ts";
import { LOCALES } from "../constants.ts";
import {
  AUDIT_LIST_FIELDS,
  BLAST_LIST_FIELDS,
  OUTBOX_LIST_FIELDS,
  RECIPIENT_LIST_FIELDS,
  RECIPIENT_STATUSES,
} from "../query-fields.ts";
import { timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

// Importers of these lists from here predate shared/src/constants/comms.ts, where they live.

/** A date a client sends: an ISO 8601 instant (a `Date` is written as one), or "" for none. */
type SentDate = string | Date;
const optionalDate = z.preprocess(
  (v: SentDate | null | undefined) => (v === "" || v === null ? undefined : v),
  z.coerce.date<SentDate>().optional(),
);
/** In an update: absent keeps the value, null (or "") clears it. */
const clearableDate = z.preprocess(
  (v: SentDate | null | undefined) => (v === "" ? null : v),
  z.union([z.null(), z.coerce.date<SentDate>()]).optional(),
);

/** An announcement's fields, before defaults and the start/end rule (the panel's form starts from these). */
export const announcementFields = z.object({
  titleEn: z.string().trim().min(1).max(200),
  titleId: z.string().trim().min(1).max(200),
  bodyEn: z.string().trim().min(1).max(20_000),
  bodyId: z.string().trim().min(1).max(20_000),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startsAt: optionalDate,
  endsAt: optionalDate,
  published: z.boolean(),
});
const endsAfterStart = (b: { startsAt?: Date | undefined; endsAt?: Date | undefined }) =>
  !b.startsAt || !b.endsAt || b.endsAt > b.startsAt;
export const announcementBody = announcementFields
  .extend({
    level: z.enum(ANNOUNCEMENT_LEVELS).default("info"),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).default("everyone"),
    published: z.boolean().default(false),
  })
  .refine(endsAfterStart, { error: "endsAt must be after startsAt", path: ["endsAt"] });
export type AnnouncementBody = z.input<typeof announcementBody>;
/** PUT body: any subset of the fields, never the uuid (docs/product.md#announcements-and-email). */
export const announcementUpdateBody = announcementFields
  .extend({ startsAt: clearableDate, endsAt: clearableDate })
  .partial()
  .strict()
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, {
    error: "endsAt must be after startsAt",
    path: ["endsAt"],
  });
export type AnnouncementUpdateBody = z.input<typeof announcementUpdateBody>;

export const announcementDto = z.object({
  uuid: z.uuid(),
  titleEn: z.string(),
  titleId: z.string(),
  bodyEn: z.string(),
  bodyId: z.string(),
  htmlEn: z.string(),
  htmlId: z.string(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  published: z.boolean(),
  createdAt: timestamp,
});
export type AnnouncementDto = z.infer<typeof announcementDto>;

/** One announcement for the signed-in user (GET /notifications/mine), in the requested language. */
export const myAnnouncement = z.object({
  uuid: z.uuid(),
  title: z.string(),
  /** Rendered from Markdown and sanitized by the server: the only HTML the panel injects. */
  html: z.string(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  /** The panel hides `without_extensions` ones where the extensions are (or cannot be) installed. */
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startsAt: timestamp.nullable(),
});
export type MyAnnouncement = z.infer<typeof myAnnouncement>;
export const dismissedResult = z.object({ dismissed: z.boolean() });

export const previewBody = z.object({ markdown: z.string().max(20_000) });
export type PreviewBody = z.input<typeof previewBody>;
/** The sanitized HTML of a Markdown text (POST /notifications/preview). */
export const markdownPreview = z.object({ html: z.string() });

export const senderBody = z.object({
  name: z.string().trim().min(1).max(100),
  fromAddress: z.email().max(254),
  replyTo: z.email().max(254).nullish(),
  provider: z.enum(SENDER_PROVIDERS).default("outbox"),
  dailyLimit: z.number().int().min(1).max(10_000_000).default(10_000),
  perSecond: z.number().int().min(1).max(1000).default(10),
});
export type SenderBody = z.input<typeof senderBody>;
export const senderUpdateBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  fromAddress: z.email().max(254).optional(),
  replyTo: z.email().max(254).nullish(),
  provider: z.enum(SENDER_PROVIDERS).optional(),
  dailyLimit: z.number().int().min(1).max(10_000_000).optional(),
  perSecond: z.number().int().min(1).max(1000).optional(),
});
export type SenderUpdateBody = z.input<typeof senderUpdateBody>;
export const senderDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  fromAddress: z.string(),
  replyTo: z.string().nullable(),
  provider: z.enum(SENDER_PROVIDERS),
  dailyLimit: z.number().int(),
  perSecond: z.number().int(),
  createdAt: timestamp,
});
export type SenderDto = z.infer<typeof senderDto>;

const blastContent = {
  senderId: z.uuid(),
  subject: z.string().trim().min(1).max(200),
  /** Markdown; {name} and {email} are replaced per recipient. */
  body: z.string().trim().min(1).max(50_000),
  scheduledAt: optionalDate,
};
export const manualBlastBody = z.object({
  ...blastContent,
  emails: z.array(z.string().trim().max(254)).min(1).max(10_000),
});
export type ManualBlastBody = z.input<typeof manualBlastBody>;
export const databaseBlastBody = z.object({ ...blastContent, segment: z.enum(BLAST_SEGMENTS) });
export type DatabaseBlastBody = z.input<typeof databaseBlastBody>;
/** The text fields of POST /email-blasts/excel (multipart, next to its `file`). */
export const excelBlastFields = z.object(blastContent);
export type ExcelBlastFields = z.input<typeof excelBlastFields>;

/**
 * POST /email-blasts/preview and /email-blasts/test: a blast's content, and for the preview the
 * recipient it is made for ({name}, {email}, their language and unsubscribe link). Without `to`,
 * the signed-in admin; /test always sends to the signed-in admin.
 */
export const blastPreviewBody = z.object({
  senderId: blastContent.senderId,
  subject: blastContent.subject,
  body: blastContent.body,
  to: z.email().max(254).optional(),
  /** The name an imported row gave `to`; else the account's name, else the mailbox. */
  name: z.string().trim().min(1).max(200).optional(),
});
export type BlastPreviewBody = z.input<typeof blastPreviewBody>;
/** The message exactly as it will be sent to that recipient. */
export const blastPreview = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  /** The plain-text part. */
  text: z.string(),
  /** Reply-To, List-Unsubscribe and List-Unsubscribe-Post. */
  headers: z.record(z.string(), z.string()),
  /** The reader's language: their account's, else their newsletter sign-up's, else English. */
  locale: z.enum(LOCALES),
});
export type BlastPreview = z.infer<typeof blastPreview>;
export const blastTestResult = z.object({ to: z.string() });
export type BlastTestResult = z.infer<typeof blastTestResult>;

export const blastListQuery = paginationQuery.extend(queryShape(BLAST_LIST_FIELDS));
export type BlastListQuery = z.output<typeof blastListQuery>;
export const recipientListQuery = paginationQuery.extend(queryShape(RECIPIENT_LIST_FIELDS));
export type RecipientListQuery = z.output<typeof recipientListQuery>;

export const blastStatus = z.object({
  uuid: z.uuid(),
  status: z.enum(BLAST_STATES),
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  canceled: z.number().int(),
  /** Share of recipients no longer waiting (sent, failed, skipped or canceled). */
  percent: z.number(),
});
export type BlastStatus = z.infer<typeof blastStatus>;

/** One blast of GET /email-blasts. */
export const blastDto = z.object({
  uuid: z.uuid(),
  source: z.enum(BLAST_SOURCES),
  segment: z.string().nullable(),
  subject: z.string(),
  status: z.enum(BLAST_STATES),
  total: z.number().int(),
  /** Null once the sender was deleted. */
  senderId: z.uuid().nullable(),
  senderName: z.string().nullable(),
  scheduledAt: timestamp.nullable(),
  startedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type BlastDto = z.infer<typeof blastDto>;
/** GET /email-blasts/detail/{id}: the blast, its Markdown body and its progress. */
export const blastDetail = blastDto.extend({ body: z.string(), progress: blastStatus });
export type BlastDetail = z.infer<typeof blastDetail>;
/** One recipient row of GET /email-blasts/history/{id}. */
export const recipientDto = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sentAt: timestamp.nullable(),
});
export type RecipientDto = z.infer<typeof recipientDto>;
/** GET /email-blasts/summary: counts by blast status and by recipient status (absent: none). */
export const blastSummary = z.object({
  blasts: z.partialRecord(z.enum(BLAST_STATES), z.number().int()),
  recipients: z.partialRecord(z.enum(RECIPIENT_STATUSES), z.number().int()),
});
export type BlastSummary = z.infer<typeof blastSummary>;
export const outboxQuery = paginationQuery.extend(queryShape(OUTBOX_LIST_FIELDS));
export type OutboxQuery = z.output<typeof outboxQuery>;
/** One stored message of GET /email-blasts/outbox (the local stand-in for sending). */
export const outboxMessage = z.object({
  uuid: z.uuid(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  /** The plain-text part. */
  text: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  blastId: z.uuid().nullable(),
  createdAt: timestamp,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** GET /email-blasts/templates/{name}?locale=: a transactional email with sample data. */
export const mailTemplateParam = z.object({ name: z.enum(MAIL_TEMPLATE_NAMES) });
export const mailPreviewQuery = z.object({ locale: z.enum(LOCALES).default("en") });
export type MailPreviewQuery = z.output<typeof mailPreviewQuery>;
export const mailPreview = z.object({
  name: z.enum(MAIL_TEMPLATE_NAMES),
  locale: z.enum(LOCALES),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreview>;

const invalidRows = z.array(z.object({ row: z.number().int(), value: z.string() }));
const duplicateRows = z.array(z.object({ row: z.number().int(), email: z.string() }));
/** POST /email-blasts/manual: the blast, and the typed addresses that were left out. */
export const manualBlastCreated = z.object({ blast: blastDto, invalid: invalidRows, duplicates: duplicateRows });
/** POST /email-blasts/excel: also the column the addresses were read from and how many were taken. */
export const fileBlastCreated = manualBlastCreated.extend({
  /** The header (or "column N") the addresses were read from. */
  emailColumn: z.string(),
  accepted: z.number().int(),
});
/** POST /email-blasts/database. */
export const segmentBlastCreated = z.object({ blast: blastDto });
/** The answer of the three create calls; an import (file or typed list) reports the rows it left out. */
export type BlastCreated = z.infer<typeof segmentBlastCreated> &
  Partial<Omit<z.infer<typeof fileBlastCreated>, "blast">>;

export const segmentCountQuery = z.object({ segment: z.enum(BLAST_SEGMENTS) });
export type SegmentCountQuery = z.output<typeof segmentCountQuery>;
/** GET /email-blasts/segment-count: how many addresses a segment blast would reach now. */
export const segmentCount = z.object({ segment: z.enum(BLAST_SEGMENTS), count: z.number().int() });
/**
 * GET /email-blasts/sample-recipient: the first recipient a segment or a typed address gives, with
 * the {name} a blast would use, for the compose preview (issue 28). Exactly one of the two.
 */
export const sampleRecipientQuery = z
  .object({ segment: z.enum(BLAST_SEGMENTS).optional(), email: z.email().max(254).optional() })
  .refine((q) => (q.segment === undefined) !== (q.email === undefined), {
    message: "Give either segment or email",
    path: ["segment"],
  });
export type SampleRecipientQuery = z.output<typeof sampleRecipientQuery>;
export const sampleRecipient = z.object({ email: z.string(), name: z.string() }).nullable();
export type SampleRecipient = z.infer<typeof sampleRecipient>;

export const newsletterBody = z.object({ email: z.email().max(254), locale: z.enum(["en", "id"]).default("en") });
/** POST /newsletter: a confirmation link was mailed (the same answer for a known address). */
export const newsletterResult = z.object({ pendingConfirmation: z.boolean() });
/** POST /email/unsubscribe without `Accept: text/html`. */
export const unsubscribedResult = z.object({ unsubscribed: z.boolean() });
/** The token of a mailed link (unsubscribe, newsletter confirmation). */
export const mailedTokenQuery = z.object({ token: z.string().optional() });

export const auditQuery = paginationQuery.extend(queryShape(AUDIT_LIST_FIELDS));
export type AuditQuery = z.output<typeof auditQuery>;

/** One row of GET /audit-log: an admin write with the values before and after it. */
export const auditEntry = z.object({
  uuid: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export type MarkdownPreview = z.infer<typeof markdownPreview>;
export type SegmentCount = z.infer<typeof segmentCount>;
