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
import { LoadError } from "../../../components/load-error.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { isOneOf, withoutListDefaults } from "../../../lib/list-search.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type TransactionListParams, transactionListQueryOptions } from "../api.ts";
import { formatDateTime, formatMoney } from "../format.ts";
import { TransactionStatusBadge } from "./transaction-status-badge.tsx";

const routeApi = getRouteApi("/_auth/panel/transactions");

interface TransactionsSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  status?: TransactionStatus | undefined;
}

/**
 * "My transactions" (SPEC §2): the user's payments with a debounced search (package or id), a
 * status filter and pages, all in the URL. A pending payment links back to its hosted page.
 */
export function TransactionsPage() {
  const { t, locale } = useLocale();
  const search: TransactionsSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: TransactionListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    search: search.search,
    status: search.status,
  };
  const list = useQuery({ ...transactionListQueryOptions(params), placeholderData: keepPreviousData });
  const update = (patch: TransactionsSearch, replace = false) =>
    void navigate({
      search: (previous: TransactionsSearch) => withoutListDefaults({ ...previous, ...patch }),
      replace,
    });

  const columns = useMemo<DataTableColumn<TransactionDto>[]>(
    () => [
      { id: "uuid", header: t("transactions.column.id"), accessor: "uuid", kind: "uuid" },
      {
        id: "search",
        header: t("transactions.column.package"),
        accessor: "packageName",
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("transactions.searchPlaceholder"),
        className: "font-medium text-slate-900",
      },
      {
        id: "amount",
        header: t("transactions.column.amount"),
        accessor: "amount",
        className: "whitespace-nowrap",
        cell: (tx) => (
          <span className="flex flex-col">
            <span>{formatMoney(tx.amount, tx.currency, locale)}</span>
            {tx.discountAmount > 0 ? (
              <span className="text-xs text-green-700">
                {t("transactions.discount", { amount: formatMoney(tx.discountAmount, tx.currency, locale) })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: "status",
        header: t("transactions.column.status"),
        accessor: "status",
        filterable: true,
        filterType: "select",
        filterOptions: TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: t(`transactions.status.${status}`),
        })),
        cell: (tx) => <TransactionStatusBadge status={tx.status} />,
      },
      {
        id: "createdAt",
        header: t("transactions.column.date"),
        accessor: "createdAt",
        className: "whitespace-nowrap",
        cell: (tx) => <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt, locale) ?? tx.createdAt}</time>,
      },
      {
        id: "action",
        header: t("transactions.column.action"),
        accessor: "paymentUrl",
        cell: (tx) =>
          tx.status === "pending" && tx.paymentUrl ? (
            <a
              href={tx.paymentUrl}
              className="rounded-md border border-brand-200 px-2 py-1 text-xs font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
            >
              {t("transactions.resume")}
            </a>
          ) : null,
      },
    ],
    [t, locale],
  );

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
    <section className="flex flex-col gap-4" aria-labelledby="transactions-heading">
      <header className="flex flex-col gap-1">
        <h1 id="transactions-heading" className="text-2xl font-semibold" data-testid="transactions-heading">
          {t("transactions.title")}
        </h1>
        <p className="text-slate-600">{t("transactions.intro")}</p>
      </header>
      {failed ? (
        <LoadError
          message={`${t("transactions.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<TransactionDto>
        caption={t("transactions.tableLabel")}
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
