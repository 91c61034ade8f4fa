import { REFERRAL_STATUSES } from "@app/shared/constants";
import type { ReferralHistoryItem } from "@app/shared/schemas/referrals";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { type DataTableColumn, NoValue, selectFilter } from "../../../components/data-table.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { type ReferralStatus, ReferralStatusBadge } from "../../../components/referral-status-badge.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import type { ApiResult } from "../../../lib/api-client.ts";
import type { ListSearch, ListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";

export type { ReferralStatus };

export interface HistorySearch extends ListSearch {
  status?: ReferralStatus | undefined;
}

/**
 * Invitation history (docs/product.md#referrals): friend (masked), status with a filter, invited
 * and converted dates, reward days. The API answers one page of one status at a time; both are kept
 * in the URL.
 */
export function ReferralHistory({
  history,
  list,
}: {
  history: UseQueryResult<ApiResult<ReferralHistoryItem[]>>;
  /** The status filter and page, kept in the URL by the page. */
  list: ListTable<HistorySearch, never>;
}) {
  const { t, locale } = useLocale();

  const columns = useMemo<DataTableColumn<ReferralHistoryItem>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: "friendName",
        header: t("referrals.history.column.friend"),
        accessor: "friendName",
        className: "font-medium text-slate-900",
      },
      {
        id: "status",
        header: t("referrals.history.column.status"),
        accessor: "status",
        ...selectFilter(REFERRAL_STATUSES, (status) => t(`referrals.status.${status}`)),
        cell: (row) => <ReferralStatusBadge status={row.status} testId="referral-history-status" />,
      },
      timestampColumn("createdAt", t("referrals.history.column.invitedAt"), date),
      timestampColumn("convertedAt", t("referrals.history.column.convertedAt"), date),
      {
        id: "rewardDays",
        header: t("referrals.history.column.reward"),
        accessor: "rewardDays",
        className: "whitespace-nowrap",
        cell: (row) =>
          row.rewardDays > 0 ? (
            <span className="font-medium text-green-700">
              {t("referrals.history.reward", { days: number.format(row.rewardDays) })}
            </span>
          ) : (
            <NoValue />
          ),
      },
    ];
  }, [t, locale]);

  return (
    <QueryTableSection<ReferralHistoryItem>
      {...list.table}
      headingId="referral-history-heading"
      title={t("referrals.history.title")}
      level={2}
      query={history}
      loadFailed={t("referrals.history.loadFailed")}
      testId="referral-history"
      phoneLayout="cards"
      columns={columns}
      getRowId={(row) => row.uuid}
    />
  );
}
