import { TRANSACTION_STATUSES } from "@app/shared/constants";
import type { TransactionDto, TransactionListQuery } from "@app/shared/schemas/commerce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { type DataTableColumn, textFilter } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { transactionColumns } from "../../../components/transaction-columns.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { transactionListQueryOptions } from "../api.ts";

const routeApi = getRouteApi("/_auth/panel/transactions");
const ACTION_CLASS =
  "rounded-md border border-brand-200 px-2 py-1 text-xs font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50";

type TransactionsSearch = ListSearch & Pick<TransactionListQuery, "search" | "status">;

/**
 * "My transactions" (docs/product.md#packages-and-checkout): the user's payments with a debounced
 * search (package or id), a status filter and pages, all in the URL. A pending payment links back
 * to its hosted page, a completed one to its receipt.
 */
export function TransactionsPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<TransactionsSearch>(routeApi, {
    filters: [{ key: "search" }, { key: "status", values: TRANSACTION_STATUSES }],
  });
  const params: TransactionListQuery = { ...search, page, limit };
  const list = useQuery({ ...transactionListQueryOptions(params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<TransactionDto>[]>(() => {
    const shared = transactionColumns(t, locale, {
      amount: t("transactions.column.amount"),
      status: t("transactions.column.status"),
    });
    return [
      { id: "uuid", header: t("transactions.column.id"), accessor: "uuid", kind: "uuid" },
      {
        id: "search",
        header: t("transactions.column.package"),
        accessor: "packageName",
        ...textFilter(t("transactions.searchPlaceholder")),
        className: "font-medium text-slate-900",
      },
      shared.amount,
      shared.status,
      timestampColumn(
        "createdAt",
        t("transactions.column.date"),
        new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
      ),
      {
        id: "action",
        header: t("transactions.column.action"),
        accessor: "paymentUrl",
        actions: true,
        cell: (tx) =>
          tx.status === "pending" && tx.paymentUrl ? (
            <a href={tx.paymentUrl} className={ACTION_CLASS}>
              {t("transactions.resume")}
            </a>
          ) : tx.status === "completed" ? (
            <Link
              to="/panel/transactions/$uuid/receipt"
              params={{ uuid: tx.uuid }}
              className={ACTION_CLASS}
              aria-label={t("receipt.viewFor", { id: tx.uuid.slice(0, 8) })}
              data-testid="transaction-receipt"
            >
              {t("receipt.view")}
            </Link>
          ) : null,
      },
    ];
  }, [t, locale]);

  return (
    <PageSection headingId="transactions-heading" title={t("transactions.title")} intro={t("transactions.intro")}>
      <QueryDataTable<TransactionDto>
        {...table}
        query={list}
        loadFailed={t("transactions.loadFailed")}
        caption={t("transactions.tableLabel")}
        phoneLayout="cards"
        columns={columns}
        getRowId={(tx) => tx.uuid}
      />
    </PageSection>
  );
}
