import { REFERRAL_STATUSES, TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import type { ReferralHistoryItem } from "@app/shared/schemas/referrals";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { DataTable, type DataTableColumn, type TableFilters } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";

export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const STATUS_TONE: Record<ReferralStatus, BadgeTone> = {
  pending: "warning",
  successful: "success",
  failed: "danger",
};

export function isReferralStatus(value: string | undefined): value is ReferralStatus {
  return (REFERRAL_STATUSES as readonly string[]).includes(value ?? "");
}

export interface HistoryView {
  status?: ReferralStatus | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/**
 * Invitation history (SPEC §2): friend (masked), status with a filter, invited and converted dates,
 * reward days. The API returns the whole list; filter and pages are applied here, kept in the URL.
 */
export function ReferralHistory({
  history,
  view,
  onViewChange,
}: {
  history: UseQueryResult<ReferralHistoryItem[]>;
  view: HistoryView;
  onViewChange: (patch: HistoryView, replace?: boolean) => void;
}) {
  const { t, locale } = useLocale();
  const page = view.page ?? TABLE_DEFAULT_PAGE;
  const limit = view.limit ?? TABLE_DEFAULT_PAGE_SIZE;

  const columns = useMemo<DataTableColumn<ReferralHistoryItem>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const number = new Intl.NumberFormat(locale);
    const formatDate = (value: string | null) => {
      if (!value) return <span className="text-slate-400">{t("table.noValue")}</span>;
      const parsed = new Date(value);
      return Number.isNaN(parsed.getTime()) ? value : <time dateTime={value}>{date.format(parsed)}</time>;
    };
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
        filterable: true,
        filterType: "select",
        filterOptions: REFERRAL_STATUSES.map((status) => ({ value: status, label: t(`referrals.status.${status}`) })),
        cell: (row) => (
          <StatusBadge tone={STATUS_TONE[row.status]} testId="referral-history-status">
            {t(`referrals.status.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        id: "createdAt",
        header: t("referrals.history.column.invitedAt"),
        accessor: "createdAt",
        className: "whitespace-nowrap",
        cell: (row) => formatDate(row.createdAt),
      },
      {
        id: "convertedAt",
        header: t("referrals.history.column.convertedAt"),
        accessor: "convertedAt",
        className: "whitespace-nowrap",
        cell: (row) => formatDate(row.convertedAt),
      },
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
            <span className="text-slate-400">{t("table.noValue")}</span>
          ),
      },
    ];
  }, [t, locale]);

  const filtered = useMemo(
    () => (history.data ?? []).filter((row) => !view.status || row.status === view.status),
    [history.data, view.status],
  );
  const rows = filtered.slice((page - 1) * limit, page * limit);
  const filters: TableFilters = { status: view.status ?? "" };

  return (
    <section aria-labelledby="referral-history-heading" className="flex flex-col gap-3">
      <h2 id="referral-history-heading" className="text-lg font-semibold">
        {t("referrals.history.title")}
      </h2>
      {history.isError ? (
        <LoadError
          message={`${t("referrals.history.loadFailed")} ${apiErrorText(history.error, t)}`}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      <div data-testid="referral-history">
        <DataTable<ReferralHistoryItem>
          caption={t("referrals.history.title")}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.uuid}
          loading={history.isPending}
          total={filtered.length}
          page={page}
          pageSize={limit}
          onPaginationChange={(next: PaginationState) => onViewChange({ page: next.page, limit: next.pageSize })}
          filters={filters}
          onFiltersChange={(next) =>
            onViewChange({ status: isReferralStatus(next.status) ? next.status : undefined, page: undefined }, true)
          }
        />
      </div>
    </section>
  );
}
