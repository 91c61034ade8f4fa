import type { Locale } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Button } from "../../../components/button.tsx";
import { DaysSelect } from "../../../components/days-select.tsx";
import { LineChart } from "../../../components/line-chart.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useDaysSearch } from "../../../hooks/use-days-search.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useCsvDownload } from "../../../lib/csv-download.ts";
import { chartDayLabels } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  analyticsQueryOptions,
  DEFAULT_RANGE_DAYS,
  exportPath,
  overviewQueryOptions,
  RANGE_DAYS,
  type ReferralDay,
  type ReferralStatus,
} from "../api.ts";
import { ActivityFeed } from "./activity-feed.tsx";
import { OverviewCards } from "./overview-cards.tsx";
import { ReviewQueue } from "./review-queue.tsx";
import { TopReferrers } from "./top-referrers.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/referrals");

interface ReferralsSearch {
  days?: number | undefined;
  status?: ReferralStatus | undefined;
}

/**
 * Admin referral analytics (docs/product.md#referrals): totals of the period, a daily chart
 * (sign-ups, conversions, days granted), top referrers, the activity feed, the review queue of
 * flagged sign-ups and a CSV export. Period and activity filter live in the URL.
 */
export function AdminReferralsPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const search: ReferralsSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [days, setDays] = useDaysSearch(routeApi, RANGE_DAYS, DEFAULT_RANGE_DAYS);
  const overview = useQuery(overviewQueryOptions(days));
  const analytics = useQuery(analyticsQueryOptions(days));
  const csv = useCsvDownload();

  const update = (patch: ReferralsSearch) =>
    void navigate({ search: (previous: ReferralsSearch) => ({ ...previous, ...patch }), replace: true });

  const onExport = async () => {
    try {
      const result = await csv.download(
        exportPath(days, { status: search.status }),
        `referrals-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      if (result)
        toast.success(t("adminReferrals.exportDone"), t("adminReferrals.exportDoneDetail", { file: result.filename }));
    } catch (error) {
      toast.error(t("adminReferrals.exportFailed"), apiErrorText(error, t));
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <PageSection
        headingId="admin-referrals-heading"
        title={t("adminReferrals.title")}
        intro={t("adminReferrals.intro")}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <DaysSelect value={days} options={RANGE_DAYS} onChange={setDays} />
            <Button
              data-testid="admin-referrals-export"
              onClick={() => void onExport()}
              disabled={csv.pending}
              aria-busy={csv.pending || undefined}
            >
              {csv.pending ? t("adminReferrals.exporting") : t("adminReferrals.export")}
            </Button>
          </div>
        }
      >
        {overview.isError ? (
          <QueryLoadError query={overview} loadFailed={t("adminReferrals.loadFailed")} />
        ) : (
          <OverviewCards overview={overview.data} />
        )}
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          {analytics.isError ? (
            <QueryLoadError query={analytics} loadFailed={t("adminReferrals.loadFailed")} />
          ) : analytics.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <ReferralChart series={analytics.data} locale={locale} />
          )}
        </div>
      </PageSection>
      <ReviewQueue />
      <TopReferrers days={days} />
      <ActivityFeed days={days} status={search.status} onStatusChange={(status) => update({ status })} />
    </div>
  );
}

function ReferralChart({ series, locale }: { series: ReferralDay[]; locale: Locale }) {
  const { t } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const labels = chartDayLabels(
    series.map((d) => d.date),
    locale,
  );
  const sum = (pick: (d: ReferralDay) => number) => number.format(series.reduce((total, d) => total + pick(d), 0));
  return (
    <LineChart
      testId="admin-referrals-chart"
      title={t("adminReferrals.chart.title")}
      labels={labels}
      series={[
        {
          id: "signups",
          label: t("adminReferrals.chart.signups"),
          total: sum((d) => d.signups),
          strokeClass: "stroke-brand-600",
          fillClass: "fill-brand-600",
          values: series.map((d) => d.signups),
        },
        {
          id: "conversions",
          label: t("adminReferrals.chart.conversions"),
          total: sum((d) => d.conversions),
          strokeClass: "stroke-green-600",
          fillClass: "fill-green-600",
          values: series.map((d) => d.conversions),
        },
        {
          id: "daysGranted",
          label: t("adminReferrals.chart.daysGranted"),
          total: sum((d) => d.daysGranted),
          strokeClass: "stroke-amber-500",
          fillClass: "fill-amber-500",
          values: series.map((d) => d.daysGranted),
        },
      ]}
    />
  );
}
