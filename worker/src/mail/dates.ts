import type { Locale } from "@app/shared/constants";

/** Dates as mails write them, in the reader's language and in UTC (the app's day boundary). */
const format = (locale: Locale, ms: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", { ...options, timeZone: "UTC" }).format(new Date(ms));

/** A date and time, as admins read them in alerts. */
export const mailDate = (locale: Locale, ms: number) => format(locale, ms, { dateStyle: "long", timeStyle: "short" });

/** A day, as subscribers read it in reminders. */
export const mailDay = (locale: Locale, ms: number) => format(locale, ms, { dateStyle: "long" });
