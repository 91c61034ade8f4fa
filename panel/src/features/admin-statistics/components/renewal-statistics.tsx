import { formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { LineChart } from "../../../components/line-chart.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PlainTable } from "../../../components/plain-table.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type RenewalMonth, renewalStatisticsQueryOptions } from "../api.ts";

/** "2026-11" as the reader's language writes a month: "Nov 2026". */
const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * Renewals by month (issue 43): a chart of renewals and churned subscriptions, and a table with the
 * renewal rate and the recurring revenue, for the last 12 months.
 */
export function RenewalStatistics() {
  const { t } = useLocale();
  const stats = useQuery(renewalStatisticsQueryOptions());
  return (
    <section aria-labelledby="renewal-stats-heading" data-testid="renewal-statistics" className="flex flex-col gap-3">
      <h3 id="renewal-stats-heading" className="text-lg font-semibold">
        {t("adminStats.renewals.title")}
      </h3>
      <p className="max-w-3xl text-sm text-slate-600">{t("adminStats.renewals.intro")}</p>
      {stats.isError ? (
        <QueryLoadError query={stats} loadFailed={t("adminStats.renewals.loadFailed")} />
      ) : stats.isPending ? (
        <Skeleton className="h-64" />
      ) : (
        <RenewalFigures months={stats.data.months} />
      )}
    </section>
  );
}

function RenewalFigures({ months }: { months: RenewalMonth[] }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const total = (key: "renewals" | "churned") => number.format(months.reduce((sum, m) => sum + m[key], 0));
  const revenueText = (revenue: Record<string, number>) => {
    const entries = Object.entries(revenue);
    return entries.length
      ? new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(
          entries.map(([currency, amount]) => formatPrice(amount, currency, locale)),
        )
      : t("table.noValue");
  };
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <LineChart
          title={t("adminStats.renewals.chart")}
          testId="renewal-chart"
          labels={months.map((m) => monthLabel(m.month, locale))}
          series={[
            {
              id: "renewals",
              label: t("adminStats.renewals.renewals"),
              total: total("renewals"),
              strokeClass: "stroke-emerald-500",
              fillClass: "fill-emerald-500",
              values: months.map((m) => m.renewals),
            },
            {
              id: "churned",
              label: t("adminStats.renewals.churned"),
              total: total("churned"),
              strokeClass: "stroke-red-500",
              fillClass: "fill-red-500",
              values: months.map((m) => m.churned),
            },
          ]}
        />
      </div>
      <PlainTable
        label={t("adminStats.renewals.title")}
        testId="renewal-table"
        columns={[
          { header: t("adminStats.renewals.month") },
          { header: t("adminStats.renewals.renewals"), className: "text-right" },
          { header: t("adminStats.renewals.churned"), className: "text-right" },
          { header: t("adminStats.renewals.rate"), className: "text-right" },
          { header: t("adminStats.renewals.revenue"), className: "text-right" },
        ]}
      >
        {[...months].reverse().map((m) => (
          <tr key={m.month} className="border-slate-100 border-t">
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {monthLabel(m.month, locale)}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{number.format(m.renewals)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{number.format(m.churned)}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {m.renewalRate === null ? t("table.noValue") : percent.format(m.renewalRate)}
            </td>
            <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{revenueText(m.revenue)}</td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}
