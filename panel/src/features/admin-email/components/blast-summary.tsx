import { useQuery } from "@tanstack/react-query";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { StatCard } from "../../../components/stat-card.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { blastSummaryQueryOptions } from "../api.ts";

/** Summary cards: blasts (and how many are sending or scheduled), emails sent, failed, skipped. */
export function BlastSummaryCards() {
  const { t, locale } = useLocale();
  const summary = useQuery(blastSummaryQueryOptions());
  if (summary.isError) {
    return <QueryLoadError query={summary} loadFailed={t("adminEmail.summary.loadFailed")} />;
  }
  if (!summary.data) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  const { blasts, recipients } = summary.data;
  const number = new Intl.NumberFormat(locale);
  const totalBlasts = Object.values(blasts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("adminEmail.summary.label")}>
      <StatCard
        testId="email-summary-blasts"
        label={t("adminEmail.summary.blasts")}
        value={number.format(totalBlasts)}
        detail={t("adminEmail.summary.blastsDetail", {
          sending: number.format(blasts.sending ?? 0),
          scheduled: number.format(blasts.scheduled ?? 0),
        })}
      />
      <StatCard
        testId="email-summary-sent"
        label={t("adminEmail.summary.sent")}
        value={number.format(recipients.sent ?? 0)}
        detail={t("adminEmail.summary.queued", { count: number.format(recipients.queued ?? 0) })}
      />
      <StatCard
        testId="email-summary-failed"
        label={t("adminEmail.summary.failed")}
        value={number.format(recipients.failed ?? 0)}
      />
      <StatCard
        testId="email-summary-skipped"
        label={t("adminEmail.summary.skipped")}
        value={number.format(recipients.skipped ?? 0)}
      />
    </dl>
  );
}
