import { formatPrice } from "@app/shared/cart";
import {
  TABLE_DEFAULT_PAGE,
  TABLE_DEFAULT_PAGE_SIZE,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from "@app/shared/constants";
import type { TransactionDto } from "@app/shared/schemas/commerce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableColumn, type TableFilters } from "../../../components/data-table.tsx";
import { DateRangeFilter } from "../../../components/date-range-filter.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { isOneOf, withoutListDefaults } from "../../../lib/list-search.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type AdminTransactionListParams, adminTransactionListQueryOptions } from "../api.ts";

const routeApi = getRouteApi("/_auth/panel/admin/transactions");

const TONE: Record<TransactionStatus, BadgeTone> = {
  pending: "warning",
  completed: "success",
  expired: "neutral",
  canceled: "danger",
};

interface AdminTransactionsSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  status?: TransactionStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Every user's transactions for admins: search by email, package or id (debounced), status filter,
 * a created-date range (calendar days, inclusive) and pages, all in the URL.
 */
export function AdminTransactionsPage() {
  const { t, locale } = useLocale();
  const search: AdminTransactionsSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: AdminTransactionListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    search: search.search,
    status: search.status,
    from: search.from,
    to: search.to,
  };
  const list = useQuery({ ...adminTransactionListQueryOptions(params), placeholderData: keepPreviousData });
  const update = (patch: AdminTransactionsSearch, replace = false) =>
    void navigate({
      search: (previous: AdminTransactionsSearch) => withoutListDefaults({ ...previous, ...patch }),
      replace,
    });

  const columns = useMemo<DataTableColumn<TransactionDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime.format(new Date(iso))}</time> : null);
    return [
      { id: "uuid", header: t("adminTransactions.column.id"), accessor: "uuid", kind: "uuid" },
      {
        id: "search",
        header: t("adminTransactions.column.user"),
        accessor: "userEmail",
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("adminTransactions.searchPlaceholder"),
        className: "font-medium text-slate-900",
      },
      { id: "package", header: t("adminTransactions.column.package"), accessor: "packageName" },
      {
        id: "amount",
        header: t("adminTransactions.column.amount"),
        accessor: "amount",
        className: "whitespace-nowrap",
        cell: (tx) => (
          <span className="flex flex-col">
            <span>{formatPrice(tx.amount, tx.currency, locale)}</span>
            {tx.discountAmount > 0 ? (
              <span className="text-xs text-green-700">
                {t("transactions.discount", { amount: formatPrice(tx.discountAmount, tx.currency, locale) })}
              </span>
            ) : null}
          </span>
        ),
      },
      { id: "provider", header: t("adminTransactions.column.provider"), accessor: "provider" },
      {
        id: "status",
        header: t("adminTransactions.column.status"),
        accessor: "status",
        filterable: true,
        filterType: "select",
        filterOptions: TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: t(`transactions.status.${status}`),
        })),
        cell: (tx) => <StatusBadge tone={TONE[tx.status]}>{t(`transactions.status.${tx.status}`)}</StatusBadge>,
      },
      {
        id: "createdAt",
        header: t("adminTransactions.column.createdAt"),
        accessor: "createdAt",
        className: "whitespace-nowrap",
        cell: (tx) => when(tx.createdAt),
      },
      {
        id: "completedAt",
        header: t("adminTransactions.column.completedAt"),
        accessor: "completedAt",
        className: "whitespace-nowrap",
        cell: (tx) => when(tx.completedAt) ?? <span className="text-slate-400">{t("table.noValue")}</span>,
      },
    ];
  }, [t, locale]);

  const filters: TableFilters = { search: search.search ?? "", status: search.status ?? "" };
  const onFiltersChange = (next: TableFilters) =>
    update(
      {
        search: next.search || undefined,
        status: isOneOf(TRANSACTION_STATUSES, next.status) ? next.status : undefined,
        page: undefined,
      },
      true,
    );
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });
  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-transactions-heading">
      <header className="flex flex-col gap-1">
        <h2 id="admin-transactions-heading" className="text-xl font-semibold" data-testid="admin-transactions-heading">
          {t("adminTransactions.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("adminTransactions.intro")}</p>
      </header>
      <DateRangeFilter
        value={{ from: search.from, to: search.to }}
        onChange={(range) => update({ ...range, page: undefined }, true)}
        labels={{
          legend: t("adminTransactions.dateRange"),
          from: t("adminTransactions.from"),
          to: t("adminTransactions.to"),
          clear: t("adminTransactions.clearDates"),
        }}
      />
      {failed ? (
        <LoadError
          message={`${t("adminTransactions.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<TransactionDto>
        caption={t("adminTransactions.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(tx) => tx.uuid}
        loading={loading}
        total={list.data?.meta?.total ?? (list.data ? list.data.data.length : undefined)}
        page={params.page}
        pageSize={params.limit}
        onPaginationChange={onPaginationChange}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />
    </section>
  );
}
