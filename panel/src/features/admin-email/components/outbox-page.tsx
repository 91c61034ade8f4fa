import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn, type TableFilters } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type OutboxListParams, type OutboxMessage, outboxQueryOptions } from "../api.ts";
import { EmailNav } from "./email-nav.tsx";
import { OutboxMessageDialog } from "./outbox-message-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/outbox");

interface OutboxSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
}

/** The outbox provider's stored messages (newest first), searchable by recipient; each opens in a viewer. */
export function OutboxPage() {
  const { t, locale } = useLocale();
  const search: OutboxSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const params: OutboxListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    search: search.search,
  };
  const list = useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });
  const update = (patch: OutboxSearch, replace = false) =>
    void navigate({
      search: (previous: OutboxSearch) => {
        const next = { ...previous, ...patch };
        return {
          page: next.page === TABLE_DEFAULT_PAGE ? undefined : next.page,
          limit: next.limit === TABLE_DEFAULT_PAGE_SIZE ? undefined : next.limit,
          search: next.search || undefined,
        };
      },
      replace,
    });

  const columns = useMemo<DataTableColumn<OutboxMessage>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    return [
      {
        id: "to",
        header: t("adminEmail.outbox.column.to"),
        accessor: "to",
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("adminEmail.outbox.searchPlaceholder"),
        className: "font-medium text-slate-900 break-all",
      },
      { id: "subject", header: t("adminEmail.outbox.column.subject"), accessor: "subject" },
      { id: "from", header: t("adminEmail.outbox.column.from"), accessor: "from", className: "break-all" },
      {
        id: "createdAt",
        header: t("adminEmail.outbox.column.createdAt"),
        accessor: "createdAt",
        className: "whitespace-nowrap",
        cell: (m) => <time dateTime={m.createdAt}>{dateTime.format(new Date(m.createdAt))}</time>,
      },
      {
        id: "view",
        header: t("adminEmail.outbox.column.message"),
        accessor: "uuid",
        cell: (m) => (
          <button
            type="button"
            onClick={() => setOpen(m)}
            aria-label={t("adminEmail.outbox.viewLabel", { subject: m.subject, to: m.to })}
            className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            {t("adminEmail.outbox.view")}
          </button>
        ),
      },
    ];
  }, [t, locale]);

  const filters: TableFilters = { to: search.search ?? "" };
  const onFiltersChange = (next: TableFilters) => update({ search: next.to || undefined, page: undefined }, true);
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });
  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-outbox-heading">
      <PageHeader id="admin-outbox-heading" title={t("adminEmail.outbox.title")} intro={t("adminEmail.outbox.intro")} />
      <EmailNav />
      {failed ? (
        <LoadError
          message={`${t("adminEmail.outbox.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<OutboxMessage>
        caption={t("adminEmail.outbox.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(m) => m.uuid}
        loading={loading}
        total={list.data?.meta?.total ?? (list.data ? list.data.data.length : undefined)}
        page={params.page}
        pageSize={params.limit}
        onPaginationChange={onPaginationChange}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </section>
  );
}
