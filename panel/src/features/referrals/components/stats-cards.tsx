import type { ReferralStats } from "@app/shared/schemas/referrals";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";

/** The affiliate dashboard's stat cards: total, successful, pending, days earned, conversion rate. */
export function StatsCards({ stats, loading }: { stats: ReferralStats | undefined; loading: boolean }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const cards = [
    { id: "total", label: t("referrals.stats.total"), value: stats && number.format(stats.totalReferrals) },
    {
      id: "successful",
      label: t("referrals.stats.successful"),
      value: stats && number.format(stats.successfulReferrals),
    },
    { id: "pending", label: t("referrals.stats.pending"), value: stats && number.format(stats.pendingReferrals) },
    {
      id: "days",
      label: t("referrals.stats.daysEarned"),
      value: stats && t("referrals.stats.daysValue", { days: number.format(stats.extensionDaysEarned) }),
    },
    {
      id: "conversion",
      label: t("referrals.stats.conversion"),
      value: stats && percent.format(stats.conversionRate / 100),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-busy={loading || undefined}>
      {cards.map((card) => (
        <div key={card.id} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{card.label}</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid={`referral-stat-${card.id}`}>
            {loading || card.value === undefined ? <Skeleton className="h-7 w-16" /> : card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
