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
