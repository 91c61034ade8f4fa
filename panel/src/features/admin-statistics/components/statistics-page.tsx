import { formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table.tsx";
import { DaysSelect } from "../../../components/days-select.tsx";
import { LineChart } from "../../../components/line-chart.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { StatCardsSkeleton, StatGrid } from "../../../components/stat-card.tsx";
import { useDaysSearch } from "../../../hooks/use-days-search.ts";
import { chartDayLabels } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type MostUsedService,
  mostUsedQueryOptions,
  RANGE_DAYS,
  type RangeDays,
  type Statistics,
  statisticsQueryOptions,
} from "../api.ts";
import { RenewalStatistics } from "./renewal-statistics.tsx";
import { RevenueByPackage } from "./revenue-by-package.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/statistics");
export const DEFAULT_RANGE_DAYS: RangeDays = 30;
const STAT_GRID = "grid gap-3 sm:grid-cols-2 xl:grid-cols-4";

/**
 * Admin: totals, a daily chart of sign-ups, purchases and service accesses, revenue by package,
 * renewals by month, and the most used services.
 */
export function StatisticsPage() {
  const { t } = useLocale();
  const [days, setDays] = useDaysSearch(routeApi, RANGE_DAYS, DEFAULT_RANGE_DAYS);
  const stats = useQuery(statisticsQueryOptions(days));

  return (
    <div className="flex flex-col gap-8">
      <PageSection
        headingId="admin-statistics-heading"
        title={t("adminStats.title")}
        intro={t("adminStats.intro")}
        actions={
          <div className="flex items-center gap-2">
            <DaysSelect value={days} options={RANGE_DAYS} onChange={setDays} />
          </div>
        }
      >
        {stats.isError ? (
          <QueryLoadError query={stats} loadFailed={t("adminStats.loadFailed")} />
        ) : stats.isPending ? (
          <StatCardsSkeleton cards={4} gridClassName={STAT_GRID} testId="statistics-loading" />
        ) : (
          <StatisticsBody stats={stats.data} />
        )}
      </PageSection>
      <RenewalStatistics />
      <MostUsed days={days} />
    </div>
  );
}

function StatisticsBody({ stats }: { stats: Statistics }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const totalUsers = Object.values(stats.users).reduce((sum, n) => sum + n, 0);
  const revenue = Object.entries(stats.revenue);
  const revenueText = revenue.length
    ? new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(
        revenue.map(([currency, amount]) => formatPrice(amount, currency, locale)),
      )
    : formatPrice(0, "IDR", locale);
  const sum = (key: "signups" | "purchases" | "accesses") => stats.series.reduce((total, day) => total + day[key], 0);
  const labels = chartDayLabels(
    stats.series.map((day) => day.date),
    locale,
  );

  return (
    <div className="flex flex-col gap-6">
      <StatGrid
        className={STAT_GRID}
        stats={[
          {
            testId: "stat-users",
            label: t("adminStats.users"),
            value: number.format(totalUsers),
            detail: t("adminStats.usersActive", { count: number.format(stats.users.active ?? 0) }),
          },
          {
            testId: "stat-subscriptions",
            label: t("adminStats.activeSubscriptions"),
            value: number.format(stats.activeSubscriptions),
          },
          { testId: "stat-open-reports", label: t("adminStats.openReports"), value: number.format(stats.openReports) },
          {
            testId: "stat-revenue",
            label: t("adminStats.revenue"),
            value: revenueText,
            detail: t("adminStats.purchasesInRange", { count: number.format(sum("purchases")) }),
          },
        ]}
      />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <LineChart
          title={t("adminStats.chartTitle")}
          labels={labels}
          series={[
            {
              id: "signups",
              label: t("adminStats.signups"),
              total: number.format(sum("signups")),
              strokeClass: "stroke-brand-600",
              fillClass: "fill-brand-600",
              values: stats.series.map((day) => day.signups),
            },
            {
              id: "purchases",
              label: t("adminStats.purchases"),
              total: number.format(sum("purchases")),
              strokeClass: "stroke-emerald-500",
              fillClass: "fill-emerald-500",
              values: stats.series.map((day) => day.purchases),
            },
            {
              id: "accesses",
              label: t("adminStats.accesses"),
              total: number.format(sum("accesses")),
              strokeClass: "stroke-amber-500",
              fillClass: "fill-amber-500",
              values: stats.series.map((day) => day.accesses),
            },
          ]}
        />
      </div>
      <RevenueByPackage rows={stats.revenueByPackage} />
    </div>
  );
}

function MostUsed({ days }: { days: number }) {
  const { t, locale } = useLocale();
  const mostUsed = useQuery(mostUsedQueryOptions(days));
  const columns = useMemo<DataTableColumn<MostUsedService>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: "name",
        header: t("adminStats.column.service"),
        accessor: "name",
        className: "font-medium text-slate-900",
        cell: (row) => (
          <span className="inline-flex items-center gap-2">
            <ServiceLogo name={row.name} src={row.logo} size={28} />
            {row.name}
          </span>
        ),
      },
      { id: "uses", header: t("adminStats.column.uses"), accessor: "uses", cell: (row) => number.format(row.uses) },
      { id: "users", header: t("adminStats.column.users"), accessor: "users", cell: (row) => number.format(row.users) },
    ];
  }, [t, locale]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="most-used-heading" data-testid="most-used">
      <h3 id="most-used-heading" className="text-lg font-semibold">
        {t("adminStats.mostUsed", { days })}
      </h3>
      {mostUsed.isError ? (
        <QueryLoadError query={mostUsed} loadFailed={t("adminStats.loadFailed")} />
      ) : (
        <DataTable<MostUsedService>
          caption={t("adminStats.mostUsed", { days })}
          columns={columns}
          rows={mostUsed.data ?? []}
          getRowId={(row) => row.uuid}
          loading={mostUsed.isPending}
        />
      )}
    </section>
  );
}
