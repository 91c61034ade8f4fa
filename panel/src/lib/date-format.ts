import type { Locale } from "@app/shared/constants";

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date of an API timestamp (ISO 8601) in the page's language; null when absent. */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date) : null;
}

/** Date and time of an API timestamp in the page's language; null when absent. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string | null {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date) : null;
}

/** Calendar days (YYYY-MM-DD) as the short labels of a chart's x axis ("3 Mar"), read in UTC. */
export function chartDayLabels(days: readonly string[], locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return days.map((day) => format.format(new Date(`${day}T00:00:00Z`)));
}
