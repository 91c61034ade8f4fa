import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import type { ReferralOverview } from "../api.ts";

/** Totals of the period: invitations by status, awaiting review, conversion, days granted, referrers. */
export function OverviewCards({ overview }: { overview: ReferralOverview | undefined }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const cards = overview
    ? [
        { id: "total", label: t("adminReferrals.overview.total"), value: number.format(overview.totalReferrals) },
        {
          id: "successful",
          label: t("adminReferrals.overview.successful"),
          value: number.format(overview.successfulReferrals),
        },
        { id: "pending", label: t("adminReferrals.overview.pending"), value: number.format(overview.pendingReferrals) },
        { id: "failed", label: t("adminReferrals.overview.failed"), value: number.format(overview.failedReferrals) },
        {
          id: "review",
          label: t("adminReferrals.overview.awaitingReview"),
          value: number.format(overview.awaitingReview),
        },
        {
          id: "conversion",
          label: t("adminReferrals.overview.conversionRate"),
          value: percent.format(overview.conversionRate / 100),
        },
        {
          id: "days",
          label: t("adminReferrals.overview.daysGranted"),
          value: number.format(overview.daysGranted),
        },
        {
          id: "referrers",
          label: t("adminReferrals.overview.activeReferrers"),
          value: number.format(overview.activeReferrers),
        },
      ]
    : null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={!cards || undefined}>
      {cards
        ? cards.map((card) => (
            <div
              key={card.id}
              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{card.label}</dt>
              <dd className="text-2xl font-semibold text-slate-900" data-testid={`admin-referrals-${card.id}`}>
                {card.value}
              </dd>
            </div>
          ))
        : Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="rounded-xl border border-slate-200 bg-white p-4">
              <Skeleton className="h-12 w-full" />
            </div>
          ))}
    </dl>
  );
}
