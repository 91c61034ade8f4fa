import { z } from "zod";
import type { ApiFailure, ListMeta } from "../api/envelope.ts";
import { LOCALES } from "../constants.ts";
import { HEALTH_CAUSES } from "../health-causes.ts";

export const uuidParam = z.object({ uuid: z.uuid() });
export const idParam = z.object({ id: z.uuid() });

/** An instant as the API writes it: ISO 8601 in UTC (`Date.prototype.toISOString`). */
export const timestamp = z.iso.datetime();
/** A calendar day, YYYY-MM-DD (UTC unless the field says otherwise). */
export const calendarDay = z.iso.date();

/** `meta` of every list answer (shared/src/api/envelope.ts `ListMeta`). */
export const listMeta = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalCapped: z.boolean().optional(),
}) satisfies z.ZodType<ListMeta>;

/**
 * The success envelope `{ error: false, data }` around one answer
 * (docs/architecture.md#the-api-contract).
 */
export const apiSuccess = <T extends z.ZodType>(data: T) => z.object({ error: z.literal(false), data });
/** One page of a list: the success envelope with the page's items and its `meta`. */
export const apiPage = <T extends z.ZodType>(item: T) =>
  z.object({ error: z.literal(false), data: z.array(item), meta: listMeta });
/**
 * Every failure: a stable `code`, a message for people, and for some codes `details` (validation
 * errors list `details.fields`, each `{ field, message }`).
 */
export const apiFailure = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
}) satisfies z.ZodType<ApiFailure>;

/** The answer of every DELETE. */
export const deletedResult = z.object({ deleted: z.boolean() });

/** GET /health. */
export const healthResult = z.object({
  status: z.string(),
  environment: z.string(),
  time: timestamp,
  /** When the scheduled jobs last ran (Cloudflare's cron, or the local scheduler of `npm start`). */
  lastCronAt: timestamp.nullable(),
});

/** `?locale=` of the answers that carry translated text. */
export const localeQuery = z.object({ locale: z.enum(LOCALES).default("en") });
export type LocaleQuery = z.output<typeof localeQuery>;

/**
 * What a person's name may not hold (issue 26): control characters and the marks that flip the
 * direction of the text around them (shown in the support inbox and in emails, they can disguise
 * what follows); and (issue 41) every invisible format character — zero-width spaces and joiners,
 * the word joiner, the byte-order mark, soft hyphens, tag characters — and the blank fillers that
 * render as nothing, so two names that look alike are alike. A zero-width joiner between two
 * pictographs (👩‍💻) is part of the emoji and stays.
 */
export const NAME_FORBIDDEN =
  /(?!(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F/u;
export const NAME_FORBIDDEN_ALL = new RegExp(NAME_FORBIDDEN.source, "gu");

/** A person's name, trimmed, between `min` and `max` characters, with no control or direction marks. */
export const personName = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !NAME_FORBIDDEN.test(value), {
      error: "name must not contain control, invisible or text-direction characters",
    });

/** Why an account or a service changed health: a code the reader's dictionary words (shared/src/health-causes.ts). */
export const healthCause = z.object({ code: z.enum(HEALTH_CAUSES), value: z.number().int().nullable() });
