import { formatPrice } from "@app/shared/cart";
import { TRANSACTION_STATUSES } from "@app/shared/constants";
import type { TransactionDto, TransactionListQuery } from "@app/shared/schemas/commerce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { DateRangeFilter } from "../../../components/date-range-filter.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { TransactionStatusBadge } from "../../../components/transaction-status-badge.tsx";
import type { WithDayRange } from "../../../lib/list-search.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { adminTransactionListQueryOptions } from "../api.ts";

const routeApi = getRouteApi("/_auth/panel/admin/transactions");

/** The list's filters in the URL: those of `transactionListQuery`, the dates as calendar days. */
type AdminTransactionsSearch = ListSearch &
  Pick<WithDayRange<TransactionListQuery>, "search" | "status" | "from" | "to">;

/**
 * Every user's transactions for admins: search by email, package or id (debounced), status filter,
 * a created-date range (calendar days, inclusive) and pages, all in the URL.
 */
export function AdminTransactionsPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, update, table } = useListTable<AdminTransactionsSearch>(routeApi, {
    filters: [{ key: "search" }, { key: "status", values: TRANSACTION_STATUSES }],
  });
  const params: WithDayRange<TransactionListQuery> = { ...search, page, limit };
  const list = useQuery({ ...adminTransactionListQueryOptions(params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<TransactionDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime.format(new Date(iso))}</time> : null);
    return [
      { id: "uuid", header: t("adminTransactions.column.id"), accessor: "uuid", kind: "uuid" },
      {
        id: "search",
        header: t("adminTransactions.column.user"),
        accessor: "userEmail",
        ...textFilter(t("adminTransactions.searchPlaceholder")),
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
        ...selectFilter(TRANSACTION_STATUSES, (status) => t(`transactions.status.${status}`)),
        cell: (tx) => <TransactionStatusBadge status={tx.status} />,
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
        cell: (tx) => when(tx.completedAt) ?? <span className="text-slate-500">{t("table.noValue")}</span>,
      },
    ];
  }, [t, locale]);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-transactions-heading">
      <PageHeader
        id="admin-transactions-heading"
        level={1}
        title={t("adminTransactions.title")}
        intro={t("adminTransactions.intro")}
      />
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
      <QueryDataTable<TransactionDto>
        {...table}
        query={list}
        loadFailed={t("adminTransactions.loadFailed")}
        caption={t("adminTransactions.tableLabel")}
        columns={columns}
        getRowId={(tx) => tx.uuid}
      />
    </section>
  );
}
