import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableColumn, type SortState } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader, PRIMARY_BUTTON_CLASS } from "../../../components/page-header.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  BLAST_SORT_FIELDS,
  type BlastDto,
  type BlastListParams,
  type BlastSortField,
  blastListQueryOptions,
  type SortOrder,
} from "../api.ts";
import { useSourceLabel } from "../hooks/use-source-label.ts";
import { BlastStatusBadge } from "./blast-status-badge.tsx";
import { BlastSummaryCards } from "./blast-summary.tsx";
import { EmailNav } from "./email-nav.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/");
const DEFAULT_SORT_BY: BlastSortField = "createdAt";
const DEFAULT_SORT_ORDER: SortOrder = "desc";

interface BlastsSearch {
  page?: number | undefined;
  limit?: number | undefined;
  sortBy?: BlastSortField | undefined;
  sortOrder?: SortOrder | undefined;
}

function withoutDefaults(search: BlastsSearch): BlastsSearch {
  const defaultSort = (search.sortBy ?? DEFAULT_SORT_BY) === DEFAULT_SORT_BY;
  return {
    page: search.page === TABLE_DEFAULT_PAGE ? undefined : search.page,
    limit: search.limit === TABLE_DEFAULT_PAGE_SIZE ? undefined : search.limit,
    sortBy: defaultSort ? undefined : search.sortBy,
    sortOrder:
      defaultSort && (search.sortOrder ?? DEFAULT_SORT_ORDER) === DEFAULT_SORT_ORDER ? undefined : search.sortOrder,
  };
}

/** Email blasts: summary cards and the list of blasts (page, size and order in the URL). */
export function BlastsPage() {
  const { t, locale } = useLocale();
  const sourceLabel = useSourceLabel();
  const search: BlastsSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: BlastListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    sortBy: search.sortBy ?? DEFAULT_SORT_BY,
    sortOrder: search.sortOrder ?? DEFAULT_SORT_ORDER,
  };
  const list = useQuery({ ...blastListQueryOptions(params), placeholderData: keepPreviousData });
  const update = (patch: BlastsSearch) =>
    void navigate({ search: (previous: BlastsSearch) => withoutDefaults({ ...previous, ...patch }) });

  const columns = useMemo<DataTableColumn<BlastDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: "subject",
        header: t("adminEmail.column.subject"),
        accessor: "subject",
        sortable: true,
        cell: (b) => (
          <Link
            to="/panel/admin/email/$id"
            params={{ id: b.uuid }}
            className="font-medium text-brand-700 hover:underline"
            data-testid="blast-link"
          >
            {b.subject}
          </Link>
        ),
      },
      { id: "sender", header: t("adminEmail.column.sender"), accessor: "senderName" },
      { id: "source", header: t("adminEmail.column.source"), accessor: "source", cell: (b) => sourceLabel(b) },
      {
        id: "status",
        header: t("adminEmail.column.status"),
        accessor: "status",
        sortable: true,
        cell: (b) => <BlastStatusBadge status={b.status} />,
      },
      {
        id: "total",
        header: t("adminEmail.column.total"),
        accessor: "total",
        sortable: true,
        className: "tabular-nums",
        cell: (b) => number.format(b.total),
      },
      {
        id: "createdAt",
        header: t("adminEmail.column.createdAt"),
        accessor: "createdAt",
        sortable: true,
        className: "whitespace-nowrap",
        cell: (b) => (
          <span className="flex flex-col">
            <time dateTime={b.createdAt}>{dateTime.format(new Date(b.createdAt))}</time>
            {b.status === "scheduled" && b.scheduledAt ? (
              <span className="text-xs text-slate-500">
                {t("adminEmail.scheduledFor", { time: dateTime.format(new Date(b.scheduledAt)) })}
              </span>
            ) : null}
          </span>
        ),
      },
    ];
  }, [t, locale, sourceLabel]);

  const sort: SortState = { id: params.sortBy, desc: params.sortOrder === "desc" };
  const onSortChange = (next: SortState) => {
    if (!(BLAST_SORT_FIELDS as readonly string[]).includes(next.id)) return;
    update({ sortBy: next.id as BlastSortField, sortOrder: next.desc ? "desc" : "asc", page: undefined });
  };
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });
  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-email-heading">
      <PageHeader
        id="admin-email-heading"
        title={t("adminEmail.title")}
        intro={t("adminEmail.intro")}
        actions={
          <Link to="/panel/admin/email/new" className={PRIMARY_BUTTON_CLASS}>
            {t("adminEmail.nav.compose")}
          </Link>
        }
      />
      <EmailNav />
      <BlastSummaryCards />
      {failed ? (
        <LoadError
          message={`${t("adminEmail.blasts.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<BlastDto>
        caption={t("adminEmail.blasts.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(b) => b.uuid}
        loading={loading}
        total={list.data?.meta?.total ?? (list.data ? list.data.data.length : undefined)}
        page={params.page}
        pageSize={params.limit}
        onPaginationChange={onPaginationChange}
        sort={sort}
        onSortChange={onSortChange}
      />
    </section>
  );
}
