import { REFERRAL_STATUSES } from "@app/shared/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { referralHistoryQueryOptions, referralStatsQueryOptions } from "../api.ts";
import { InvitationsChart } from "./invitations-chart.tsx";
import { MilestoneCard } from "./milestone-card.tsx";
import { ReferralCodeCard } from "./referral-code-card.tsx";
import { type HistorySearch, ReferralHistory } from "./referral-history.tsx";
import { StatsCards } from "./stats-cards.tsx";

const routeApi = getRouteApi("/_auth/panel/affiliate/dashboard");

/**
 * Affiliate dashboard (docs/product.md#referrals): stats, the referral code with copy and share,
 * progress to the next milestone, invitations per week, and the invitation history. "Refresh"
 * reloads stats and history ("Stats refreshed").
 */
export function AffiliateDashboardPage() {
  const { t } = useLocale();
  const toast = useToast();
  const historyList = useListTable<HistorySearch>(routeApi, {
    filters: [{ key: "status", values: REFERRAL_STATUSES }],
  });
  const stats = useQuery(referralStatsQueryOptions());
  const history = useQuery({
    ...referralHistoryQueryOptions({
      page: historyList.page,
      limit: historyList.limit,
      status: historyList.search.status,
    }),
    placeholderData: keepPreviousData,
  });
  const [refreshing, setRefreshing] = useState(false);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      const [nextStats, nextHistory] = await Promise.all([stats.refetch(), history.refetch()]);
      const error = nextStats.error ?? nextHistory.error;
      if (error) toast.error(t("referrals.dashboard.refreshFailed"), apiErrorText(error, t));
      else toast.success(t("referrals.dashboard.refreshed"), t("referrals.dashboard.refreshedBody"));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        id="affiliate-dashboard-heading"
        level={1}
        title={t("referrals.dashboard.title")}
        intro={t("referrals.dashboard.intro")}
        actions={
          <Button
            data-testid="referral-refresh"
            onClick={() => void onRefresh()}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
            variant="secondary"
          >
            {refreshing ? t("referrals.dashboard.refreshing") : t("referrals.dashboard.refresh")}
          </Button>
        }
      />
      {stats.isError && !stats.data ? (
        <QueryLoadError query={stats} loadFailed={t("referrals.dashboard.loadFailed")} />
      ) : (
        <StatsCards stats={stats.data} loading={stats.isPending} />
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ReferralCodeCard />
        <MilestoneCard stats={stats.data} loading={stats.isPending} />
      </div>
      {stats.isError && !stats.data ? null : <InvitationsChart stats={stats.data} />}
      <ReferralHistory history={history} list={historyList} />
    </div>
  );
}
