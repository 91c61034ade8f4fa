import "../../lib/zod-config.ts";
import { type AnnouncementBody, type AnnouncementDto, announcementFields } from "@app/shared/schemas/comms";
import { z } from "zod";

/** "YYYY-MM-DDTHH:mm" of a datetime-local input, or empty. */
const localDateTime = z.string().regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/);

/** A datetime-local value (the admin's local time) → ISO 8601; empty → undefined. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** ISO 8601 → the datetime-local value in the admin's time zone; null → empty. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The announcement dialog's schema: the shared announcement fields, with the dates as the
 * datetime-local inputs hold them. `endsAfterStart` is the message, in the page language, for an
 * end that is not after the start.
 */
export function announcementFormSchema(endsAfterStart: string) {
  return announcementFields.extend({ startsAt: localDateTime, endsAt: localDateTime }).refine(
    (v) => {
      const start = localToIso(v.startsAt);
      const end = localToIso(v.endsAt);
      return !start || !end || end > start;
    },
    { error: endsAfterStart, path: ["endsAt"] },
  );
}
export type AnnouncementFormOutput = z.output<ReturnType<typeof announcementFormSchema>>;

/** Fields of each language tab, to find the tab holding an error. */
export const LANGUAGE_FIELDS = {
  en: ["titleEn", "bodyEn"],
  id: ["titleId", "bodyId"],
} as const satisfies Record<string, readonly (keyof z.input<ReturnType<typeof announcementFormSchema>>)[]>;

export const ANNOUNCEMENT_DEFAULTS: z.input<ReturnType<typeof announcementFormSchema>> = {
  titleEn: "",
  titleId: "",
  bodyEn: "",
  bodyId: "",
  level: "info",
  audience: "everyone",
  startsAt: "",
  endsAt: "",
  published: false,
};

export function formDefaults(announcement: AnnouncementDto | null): z.input<ReturnType<typeof announcementFormSchema>> {
  if (!announcement) return ANNOUNCEMENT_DEFAULTS;
  return {
    titleEn: announcement.titleEn,
    titleId: announcement.titleId,
    bodyEn: announcement.bodyEn,
    bodyId: announcement.bodyId,
    level: announcement.level,
    audience: announcement.audience,
    startsAt: isoToLocal(announcement.startsAt),
    endsAt: isoToLocal(announcement.endsAt),
    published: announcement.published,
  };
}

/** The body of POST /notifications; PUT takes the same (every field of `announcementUpdateBody`). */
export function toInput(values: AnnouncementFormOutput): AnnouncementBody {
  return {
    titleEn: values.titleEn,
    titleId: values.titleId,
    bodyEn: values.bodyEn,
    bodyId: values.bodyId,
    level: values.level,
    audience: values.audience,
    // An empty field clears a saved date (null), both on create and on edit.
    startsAt: localToIso(values.startsAt) ?? null,
    endsAt: localToIso(values.endsAt) ?? null,
    published: values.published,
  };
}
