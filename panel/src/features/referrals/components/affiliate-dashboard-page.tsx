import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader, SECONDARY_BUTTON_CLASS } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { referralHistoryQueryOptions, referralStatsQueryOptions } from "../api.ts";
import { MilestoneCard } from "./milestone-card.tsx";
import { ReferralCodeCard } from "./referral-code-card.tsx";
import { type HistoryView, ReferralHistory } from "./referral-history.tsx";
import { StatsCards } from "./stats-cards.tsx";

const routeApi = getRouteApi("/_auth/panel/affiliate/dashboard");

/** Leaves defaults out of the URL, so /panel/affiliate/dashboard stays canonical. */
function withoutDefaults(view: HistoryView): HistoryView {
  return {
    status: view.status,
    page: view.page === TABLE_DEFAULT_PAGE ? undefined : view.page,
    limit: view.limit === TABLE_DEFAULT_PAGE_SIZE ? undefined : view.limit,
  };
}

/**
 * Affiliate dashboard (SPEC §2): stats, the referral code with copy and share, progress to the next
 * milestone, and the invitation history. "Refresh" reloads stats and history ("Stats refreshed").
 */
export function AffiliateDashboardPage() {
  const { t } = useLocale();
  const toast = useToast();
  const view: HistoryView = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const stats = useQuery(referralStatsQueryOptions());
  const history = useQuery(referralHistoryQueryOptions());
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

  const onViewChange = (patch: HistoryView, replace = false) =>
    void navigate({ search: (previous: HistoryView) => withoutDefaults({ ...previous, ...patch }), replace });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        id="affiliate-dashboard-heading"
        level={1}
        title={t("referrals.dashboard.title")}
        intro={t("referrals.dashboard.intro")}
        actions={
          <button
            type="button"
            data-testid="referral-refresh"
            onClick={() => void onRefresh()}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
            className={SECONDARY_BUTTON_CLASS}
          >
            {refreshing ? t("referrals.dashboard.refreshing") : t("referrals.dashboard.refresh")}
          </button>
        }
      />
      {stats.isError && !stats.data ? (
        <LoadError
          message={`${t("referrals.dashboard.loadFailed")} ${apiErrorText(stats.error, t)}`}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatsCards stats={stats.data} loading={stats.isPending} />
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ReferralCodeCard />
        <MilestoneCard stats={stats.data} loading={stats.isPending} />
      </div>
      <ReferralHistory history={history} view={view} onViewChange={onViewChange} />
    </div>
  );
}
