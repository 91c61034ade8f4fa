import type { Locale } from "@app/shared/constants";

/** Indonesia's four time zones (WIB, WIB Kalimantan Barat, WITA, WIT). */
const INDONESIAN_TIME_ZONES: readonly string[] = ["Asia/Jakarta", "Asia/Pontianak", "Asia/Makassar", "Asia/Jayapura"];

/** The browser's IANA time zone, or null when it cannot be read. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The country a form's empty country field starts with: the value it already has (the user's or
 * their profile's) is never replaced; an empty one becomes "ID" when the page is in Indonesian or
 * the browser's time zone is Indonesian, and stays empty otherwise.
 */
export function defaultCountry(
  current: string | null | undefined,
  locale: Locale,
  timeZone: string | null = browserTimeZone(),
): string {
  if (current) return current;
  if (locale === "id" || (timeZone !== null && INDONESIAN_TIME_ZONES.includes(timeZone))) return "ID";
  return "";
}
