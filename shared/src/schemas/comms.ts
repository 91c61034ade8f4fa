import { z } from "zod";

const optionalDate = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.date().optional());
/** In an update: absent keeps the value, null (or "") clears it. */
const clearableDate = z.preprocess((v) => (v === "" ? null : v), z.union([z.null(), z.coerce.date()]).optional());

export const ANNOUNCEMENT_LEVELS = ["info", "warning", "critical"] as const;
export const ANNOUNCEMENT_AUDIENCES = ["everyone", "active", "expired"] as const;

const announcementFields = z.object({
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
/** PUT body: any subset of the fields, never the uuid (SPEC §7). */
export const announcementUpdateBody = announcementFields
  .extend({ startsAt: clearableDate, endsAt: clearableDate })
  .partial()
  .strict()
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, {
    error: "endsAt must be after startsAt",
    path: ["endsAt"],
  });

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
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
});
export type AnnouncementDto = z.infer<typeof announcementDto>;

export const previewBody = z.object({ markdown: z.string().max(20_000) });

export const senderBody = z.object({
  name: z.string().trim().min(1).max(100),
  fromAddress: z.email().max(254),
  replyTo: z.email().max(254).nullish(),
  provider: z.enum(["outbox", "http"]).default("outbox"),
  dailyLimit: z.number().int().min(1).max(10_000_000).default(10_000),
  perSecond: z.number().int().min(1).max(1000).default(10),
});
export const senderUpdateBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  fromAddress: z.email().max(254).optional(),
  replyTo: z.email().max(254).nullish(),
  provider: z.enum(["outbox", "http"]).optional(),
  dailyLimit: z.number().int().min(1).max(10_000_000).optional(),
  perSecond: z.number().int().min(1).max(1000).optional(),
});

export const BLAST_SEGMENTS = [
  "all",
  "active",
  "expired",
  "newsletter",
  "status:active",
  "status:inactive",
  "status:pending",
  "status:suspended",
] as const;

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
export const databaseBlastBody = z.object({ ...blastContent, segment: z.enum(BLAST_SEGMENTS) });
export const excelBlastFields = z.object(blastContent);

export const blastListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sortBy: z.enum(["createdAt", "subject", "status", "total"]).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
});
/** Per-recipient delivery states; `canceled` are those still waiting when their blast was canceled. */
export const RECIPIENT_STATUSES = ["queued", "sent", "failed", "skipped", "canceled"] as const;
export const recipientListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(RECIPIENT_STATUSES).optional()),
  search: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(254).optional()),
});

export const blastStatus = z.object({
  uuid: z.uuid(),
  status: z.enum(["scheduled", "sending", "completed", "failed", "canceled"]),
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

export const newsletterBody = z.object({ email: z.email().max(254), locale: z.enum(["en", "id"]).default("en") });

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  entity: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(50).optional()),
  action: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(50).optional()),
  actorId: z.preprocess((v) => (v === "" ? undefined : v), z.uuid().optional()),
  from: optionalDate,
  to: optionalDate,
});
