import { REFERRAL_CHART_WEEKS } from "@app/shared/constants";
import type { ReferralStats } from "@app/shared/schemas/referrals";
import { LineChart } from "../../../components/line-chart.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { chartDayLabels } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";

/**
 * The caller's invitations per week (sign-ups, and those rewarded) over the last 12 weeks; a
 * placeholder while `stats` loads, a short note when there were none.
 */
export function InvitationsChart({ stats }: { stats: ReferralStats | undefined }) {
  const { t, locale } = useLocale();
  const weekly = stats?.weekly ?? [];
  const empty = weekly.every((week) => week.signups === 0);
  const number = new Intl.NumberFormat(locale);
  const total = (key: "signups" | "rewarded") => number.format(weekly.reduce((sum, week) => sum + week[key], 0));

  return (
    <section
      aria-labelledby="invitations-chart-heading"
      data-testid="invitations-chart-card"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h2 id="invitations-chart-heading" className="text-lg font-semibold">
          {t("referrals.chart.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("referrals.chart.intro", { weeks: REFERRAL_CHART_WEEKS })}</p>
      </header>
      {!stats ? (
        <Skeleton className="h-72 w-full" />
      ) : empty ? (
        <p
          data-testid="invitations-chart-empty"
          className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600"
        >
          {t("referrals.chart.empty", { weeks: REFERRAL_CHART_WEEKS })}
        </p>
      ) : (
        <LineChart
          testId="invitations-chart"
          title={t("referrals.chart.figure")}
          labels={chartDayLabels(
            weekly.map((week) => week.weekStart),
            locale,
          )}
          series={[
            {
              id: "signups",
              label: t("referrals.chart.signups"),
              total: total("signups"),
              strokeClass: "stroke-brand-600",
              fillClass: "fill-brand-600",
              values: weekly.map((week) => week.signups),
            },
            {
              id: "rewarded",
              label: t("referrals.chart.rewarded"),
              total: total("rewarded"),
              strokeClass: "stroke-emerald-500",
              fillClass: "fill-emerald-500",
              values: weekly.map((week) => week.rewarded),
            },
          ]}
        />
      )}
    </section>
  );
}
