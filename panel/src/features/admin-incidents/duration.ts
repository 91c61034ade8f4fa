import type { Locale } from "@app/shared/constants";
import type { Translate } from "../../lib/locale.tsx";

const MINUTE_MS = 60_000;

/**
 * An incident's length in its two largest units, in the admin's language: "45 min", "7 h 30 min",
 * "2 d 3 h". Whole minutes, rounded down; a negative length (clock skew) counts as none.
 */
export function formatDuration(ms: number, t: Translate, locale: Locale): string {
  const number = new Intl.NumberFormat(locale);
  const total = Math.max(0, Math.floor(ms / MINUTE_MS));
  const days = Math.floor(total / (24 * 60));
  const hours = Math.floor((total % (24 * 60)) / 60);
  const minutes = total % 60;
  if (days > 0) return t("adminIncidents.duration.days", { days: number.format(days), hours: number.format(hours) });
  if (hours > 0)
    return t("adminIncidents.duration.hours", { hours: number.format(hours), minutes: number.format(minutes) });
  return t("adminIncidents.duration.minutes", { minutes: number.format(minutes) });
}
