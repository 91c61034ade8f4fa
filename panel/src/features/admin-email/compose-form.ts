import "../../lib/zod-config.ts";
import { BLAST_SEGMENTS } from "@app/shared/constants/comms";
import type { ExcelBlastFields } from "@app/shared/schemas/comms";
import { z } from "zod";
import type { BlastCreateVariables, BlastSegment } from "./api.ts";

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_MANUAL_EMAILS = 10_000;
export const IMPORT_ACCEPT = ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The addresses of the manual list: one per line, or separated by commas, semicolons or spaces. */
export function parseEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An address the server accepts (the same zod check as the request schema). */
const EMAIL = z.email();

export function isEmailAddress(entry: string): boolean {
  return EMAIL.safeParse(entry.trim().toLowerCase()).success;
}

/** An entry of the typed list that is no email address, with the line it is on (from 1). */
export type InvalidEntry = { line: number; entry: string };

/**
 * The entries of the typed list that are no email address, line by line (issue 44: garbage must
 * not count as entered addresses). The server leaves them out; the page shows each one.
 */
export function invalidEntries(text: string): InvalidEntry[] {
  return text.split("\n").flatMap((row, index) =>
    parseEmailList(row)
      .filter((entry) => !isEmailAddress(entry))
      .map((entry) => ({ line: index + 1, entry })),
  );
}

/** The addresses of a typed list the server keeps: valid ones, each once whatever its case. */
export function validEmailCount(emails: readonly string[]): number {
  return new Set(emails.map((entry) => entry.trim().toLowerCase()).filter(isEmailAddress)).size;
}

/** {name} and {email} filled with a sample recipient, as the preview shows them. */
export function fillSample(template: string, sample: { name: string; email: string }): string {
  return template.replace(/\{(name|email)\}/g, (_m, key: "name" | "email") => sample[key]);
}

/** A datetime-local value (local time) → ISO 8601; empty → undefined. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export type ComposeSource = "manual" | "file" | "database";

export interface ComposeMessages {
  emailsRequired: string;
  emailsTooMany: string;
  fileRequired: string;
  fileType: string;
  fileTooLarge: string;
  segmentRequired: string;
}

function firstFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  const list = value as { length?: unknown; 0?: unknown } | null | undefined;
  return list && typeof list.length === "number" && list[0] instanceof File ? list[0] : undefined;
}

/**
 * The compose form's schema. Every source keeps all inputs (switching back and forth keeps what was
 * typed); only the chosen source's input is checked. `messages` are in the page language.
 */
export function composeFormSchema(messages: ComposeMessages) {
  return z
    .object({
      senderId: z.string().min(1),
      source: z.enum(["manual", "file", "database"]),
      emails: z.string(),
      file: z.unknown(),
      segment: z.string(),
      subject: z.string().trim().min(1).max(200),
      body: z.string().trim().min(1).max(50_000),
      scheduledAt: z.string().regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/),
    })
    .superRefine((values, ctx) => {
      if (values.source === "manual") {
        const entries = parseEmailList(values.emails);
        const count = entries.length;
        if (validEmailCount(entries) === 0)
          ctx.addIssue({ code: "custom", path: ["emails"], message: messages.emailsRequired });
        else if (count > MAX_MANUAL_EMAILS)
          ctx.addIssue({ code: "custom", path: ["emails"], message: messages.emailsTooMany });
      } else if (values.source === "file") {
        const file = firstFile(values.file);
        if (!file) ctx.addIssue({ code: "custom", path: ["file"], message: messages.fileRequired });
        else if (!/\.(xlsx|csv)$/i.test(file.name))
          ctx.addIssue({ code: "custom", path: ["file"], message: messages.fileType });
        else if (file.size > MAX_IMPORT_BYTES)
          ctx.addIssue({ code: "custom", path: ["file"], message: messages.fileTooLarge });
      } else if (!(BLAST_SEGMENTS as readonly string[]).includes(values.segment)) {
        ctx.addIssue({ code: "custom", path: ["segment"], message: messages.segmentRequired });
      }
    });
}
export type ComposeFormInput = z.input<ReturnType<typeof composeFormSchema>>;
export type ComposeFormOutput = z.output<ReturnType<typeof composeFormSchema>>;

export const COMPOSE_DEFAULTS: ComposeFormInput = {
  senderId: "",
  source: "manual",
  emails: "",
  file: undefined,
  segment: "",
  subject: "",
  body: "",
  scheduledAt: "",
};

/** The create call's input for the chosen source (the schema has checked that its input is there). */
export function toCreateInput(values: ComposeFormOutput): BlastCreateVariables {
  const content: ExcelBlastFields = {
    senderId: values.senderId,
    subject: values.subject,
    body: values.body,
    scheduledAt: localToIso(values.scheduledAt),
  };
  if (values.source === "manual") return { ...content, source: "manual", emails: parseEmailList(values.emails) };
  if (values.source === "database") return { ...content, source: "database", segment: values.segment as BlastSegment };
  const file = firstFile(values.file);
  if (!file) throw new Error("no file chosen");
  return { ...content, source: "file", file };
}
