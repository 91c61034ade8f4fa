import { currencyDigits, formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { type ChartSeries, LineChart } from "../../../components/line-chart.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { StatCardsSkeleton, StatGrid } from "../../../components/stat-card.tsx";
import { chartDayLabels } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type AdminInformation, adminInformationQueryOptions, type Revenue } from "../api.ts";
import { SharedAccountAlertsCard } from "./shared-account-alerts.tsx";

/** Currency shown when there was no revenue at all (amounts are zero either way). */
const FALLBACK_CURRENCY = "IDR";
const STAT_GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5";
/** Line colours of the revenue chart, one per currency. */
const REVENUE_COLOURS = [
  { strokeClass: "stroke-emerald-500", fillClass: "fill-emerald-500" },
  { strokeClass: "stroke-amber-500", fillClass: "fill-amber-500" },
  { strokeClass: "stroke-sky-500", fillClass: "fill-sky-500" },
  { strokeClass: "stroke-rose-500", fillClass: "fill-rose-500" },
] as const;

/** Every currency that appears in the figures, most used first. */
function currenciesOf(info: AdminInformation): string[] {
  const totals = new Map<string, number>();
  const add = (revenue: Revenue) => {
    for (const [currency, amount] of Object.entries(revenue))
      totals.set(currency, (totals.get(currency) ?? 0) + amount);
  };
  add(info.revenueThisMonth);
  add(info.revenueLastMonth);
  for (const day of info.series) add(day.revenue);
  const list = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
  return list.length ? list : [FALLBACK_CURRENCY];
}

/**
 * The admin home's overview: the shared-account alerts (when there are any), totals cards and 30-day
 * charts of sign-ups and revenue.
 */
export function AdminDashboard() {
  const { t } = useLocale();
  const info = useQuery(adminInformationQueryOptions());
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-dashboard-heading" data-testid="admin-dashboard">
      <PageHeader id="admin-dashboard-heading" title={t("adminDashboard.title")} intro={t("adminDashboard.intro")} />
      <SharedAccountAlertsCard />
      {info.isError ? (
        <QueryLoadError query={info} loadFailed={t("adminDashboard.loadFailed")} />
      ) : info.data ? (
        <DashboardBody info={info.data} />
      ) : (
        <StatCardsSkeleton cards={5} gridClassName={STAT_GRID} testId="admin-dashboard-loading" />
      )}
    </section>
  );
}

function DashboardBody({ info }: { info: AdminInformation }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const currencies = currenciesOf(info);
  const money = (revenue: Revenue) =>
    new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(
      currencies
        .filter((currency, index) => index === 0 || revenue[currency])
        .map((currency) => formatPrice(revenue[currency] ?? 0, currency, locale)),
    );
  const labels = chartDayLabels(
    info.series.map((day) => day.date),
    locale,
  );
  const signups = info.series.map((day) => day.signups);
  const revenueSeries: ChartSeries[] = currencies.map((currency, index) => {
    const scale = 10 ** currencyDigits(currency);
    const minor = info.series.map((day) => day.revenue[currency] ?? 0);
    return {
      id: `revenue-${currency}`,
      label: t("adminDashboard.revenueIn", { currency }),
      total: formatPrice(
        minor.reduce((sum, amount) => sum + amount, 0),
        currency,
        locale,
      ),
      ...(REVENUE_COLOURS[index % REVENUE_COLOURS.length] ?? REVENUE_COLOURS[0]),
      values: minor.map((amount) => amount / scale),
    };
  });

  return (
    <div className="flex flex-col gap-6">
      <StatGrid
        className={STAT_GRID}
        stats={[
          {
            testId: "admin-stat-users",
            label: t("adminDashboard.users"),
            value: number.format(info.totalUsers),
            detail: t("adminDashboard.usersDetail", {
              active: number.format(info.usersByStatus.active ?? 0),
              pending: number.format(info.usersByStatus.pending ?? 0),
              suspended: number.format(info.usersByStatus.suspended ?? 0),
            }),
          },
          {
            testId: "admin-stat-subscriptions",
            label: t("adminDashboard.activeSubscriptions"),
            value: number.format(info.activeSubscriptions),
          },
          {
            testId: "admin-stat-pending",
            label: t("adminDashboard.pendingTransactions"),
            value: number.format(info.pendingTransactions),
          },
          {
            testId: "admin-stat-reports",
            label: t("adminDashboard.openReports"),
            value: number.format(info.openReports),
          },
          {
            testId: "admin-stat-revenue",
            label: t("adminDashboard.revenueThisMonth"),
            value: money(info.revenueThisMonth),
            detail: t("adminDashboard.revenueLastMonth", { amount: money(info.revenueLastMonth) }),
          },
        ]}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <LineChart
            testId="admin-signups-chart"
            title={t("adminDashboard.signupsChart")}
            labels={labels}
            series={[
              {
                id: "signups",
                label: t("adminDashboard.signups"),
                total: number.format(signups.reduce((sum, n) => sum + n, 0)),
                strokeClass: "stroke-brand-600",
                fillClass: "fill-brand-600",
                values: signups,
              },
            ]}
          />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <LineChart
            testId="admin-revenue-chart"
            compactAxis
            title={t("adminDashboard.revenueChart")}
            labels={labels}
            series={revenueSeries}
          />
        </div>
      </div>
    </div>
  );
}
