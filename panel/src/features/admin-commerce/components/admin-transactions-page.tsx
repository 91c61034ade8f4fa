import { TRANSACTION_STATUSES } from "@app/shared/constants";
import type { TransactionDto, TransactionListQuery } from "@app/shared/schemas/commerce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { type DataTableColumn, NoValue, textFilter } from "../../../components/data-table.tsx";
import { DateRangeFilter } from "../../../components/date-range-filter.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { transactionColumns } from "../../../components/transaction-columns.tsx";
import type { WithDayRange } from "../../../lib/list-search.ts";
import { dayRangeFilter, type ListSearch, useListTable } from "../../../lib/list-table.ts";
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
  const listTable = useListTable<AdminTransactionsSearch>(routeApi, {
    filters: [{ key: "search" }, { key: "status", values: TRANSACTION_STATUSES }],
  });
  const { search, page, limit, table } = listTable;
  const params: WithDayRange<TransactionListQuery> = { ...search, page, limit };
  const list = useQuery({ ...adminTransactionListQueryOptions(params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<TransactionDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const shared = transactionColumns(t, locale, {
      amount: t("adminTransactions.column.amount"),
      status: t("adminTransactions.column.status"),
    });
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
      shared.amount,
      { id: "provider", header: t("adminTransactions.column.provider"), accessor: "provider" },
      shared.status,
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
        cell: (tx) => when(tx.completedAt) ?? <NoValue />,
      },
    ];
  }, [t, locale]);

  return (
    <PageSection
      headingId="admin-transactions-heading"
      title={t("adminTransactions.title")}
      intro={t("adminTransactions.intro")}
    >
      <DateRangeFilter {...dayRangeFilter(listTable)} legend={t("adminTransactions.dateRange")} />
      <QueryDataTable<TransactionDto>
        {...table}
        query={list}
        loadFailed={t("adminTransactions.loadFailed")}
        caption={t("adminTransactions.tableLabel")}
        columns={columns}
        getRowId={(tx) => tx.uuid}
      />
    </PageSection>
  );
}
