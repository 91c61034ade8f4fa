import { formatDateTime } from "../lib/date-format.ts";
import { useLocale } from "../lib/locale.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

/**
 * A health state (of a service, an account, …) as a coloured badge and, when it is not the good
 * one, since when; the two wrap onto two lines in a narrow column.
 */
export function HealthBadge({
  tone,
  label,
  since,
}: {
  tone: BadgeTone;
  label: string;
  /** ISO timestamp the state began; null or absent while healthy. */
  since?: string | null | undefined;
}) {
  const { t, locale } = useLocale();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {since ? (
        <time dateTime={since} className="text-xs text-slate-600">
          {t("health.since", { date: formatDateTime(since, locale) ?? since })}
        </time>
      ) : null}
    </span>
  );
}
