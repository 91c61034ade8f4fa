/** Announcement and email-blast lists shared by the API schemas and the panel (no zod here). */
export const ANNOUNCEMENT_LEVELS = ["info", "warning", "critical"] as const;
/**
 * Who an announcement is for. `without_extensions`: everyone, but the panel hides it in a browser
 * where both extensions have said hello, and on phones, where they cannot be installed (issue 46).
 */
export const ANNOUNCEMENT_AUDIENCES = ["everyone", "active", "expired", "without_extensions"] as const;

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
export type BlastSegment = (typeof BLAST_SEGMENTS)[number];
/** Where a blast's recipients came from. */
export const BLAST_SOURCES = ["manual", "excel", "database"] as const;
export const BLAST_STATES = ["scheduled", "sending", "completed", "failed", "canceled"] as const;
export type BlastState = (typeof BLAST_STATES)[number];
export const SENDER_PROVIDERS = ["outbox", "http"] as const;

/** The entities the API writes audit rows for (worker `auditedWrite` calls). */
export const AUDIT_ENTITIES = [
  "announcement",
  "category",
  "email_blast",
  "email_sender",
  "extension",
  "media",
  "package",
  "plan_service",
  "referral",
  "service",
  "service_report",
  "timeframe",
  "user",
  "voucher",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The transactional emails, each previewable by admins in both languages (issue 28). */
export const MAIL_TEMPLATE_NAMES = [
  "verify",
  "reset",
  "setupLink",
  "accountDeleted",
  "newsletterConfirm",
  "supportAck",
  "supportReply",
  "adminAlert",
  "renewalReminder",
  "renewalHeadsUp",
  "renewalDeclined",
  "receipt",
  "welcome",
  "statusConfirm",
  "statusAlert",
  "seatReady",
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];
