import type { Locale } from "./constants.ts";

/**
 * A number of days as a duration in the locale's words ("1 bulan", "3 months", "1 tahun", "2 weeks"),
 * or null when it is no whole number of years (365 days), months (30 days) or weeks.
 * Used instead of an admin-entered timeframe name ("1 Month"), which exists in one language only.
 */
export function durationName(days: number, locale: Locale): string | null {
  if (!Number.isInteger(days) || days <= 0) return null;
  const unit = (name: "year" | "month" | "week", count: number) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(count);
  if (days % 365 === 0) return unit("year", days / 365);
  if (days % 30 === 0) return unit("month", days / 30);
  if (days % 7 === 0) return unit("week", days / 7);
  return null;
}
