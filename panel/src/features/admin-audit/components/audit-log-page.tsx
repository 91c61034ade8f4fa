import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableColumn, type TableFilters, truncateUuid } from "../../../components/data-table.tsx";
import { DateRangeFilter } from "../../../components/date-range-filter.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  AUDIT_ENTITIES,
  type AuditEntity,
  type AuditEntry,
  type AuditListParams,
  auditListQueryOptions,
} from "../api.ts";
import { JsonDiffView } from "./json-diff-view.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/audit");

interface AuditSearch {
  page?: number | undefined;
  limit?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function isEntity(value: string | undefined): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value ?? "");
}

function withoutDefaults(search: AuditSearch): AuditSearch {
  return {
    page: search.page === TABLE_DEFAULT_PAGE ? undefined : search.page,
    limit: search.limit === TABLE_DEFAULT_PAGE_SIZE ? undefined : search.limit,
    entity: search.entity || undefined,
    action: search.action || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
  };
}

/** The audit log: every admin write, newest first, filtered by entity, action and dates, with a compact diff. */
export function AuditLogPage() {
  const { t, locale } = useLocale();
  const search: AuditSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: AuditListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    entity: search.entity,
    action: search.action,
    from: search.from,
    to: search.to,
  };
  const list = useQuery({ ...auditListQueryOptions(params), placeholderData: keepPreviousData });
  const update = (patch: AuditSearch, replace = false) =>
    void navigate({ search: (previous: AuditSearch) => withoutDefaults({ ...previous, ...patch }), replace });

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    const entityLabel = (entity: string) => (isEntity(entity) ? t(`adminAudit.entity.${entity}`) : entity);
    return [
      {
        id: "createdAt",
        header: t("adminAudit.column.time"),
        accessor: "createdAt",
        className: "whitespace-nowrap align-top",
        cell: (e) => <time dateTime={e.createdAt}>{dateTime.format(new Date(e.createdAt))}</time>,
      },
      {
        id: "actor",
        header: t("adminAudit.column.actor"),
        accessor: (e) => e.actorEmail ?? e.actorId,
        className: "align-top break-all",
        cell: (e) =>
          e.actorEmail ??
          (e.actorId ? truncateUuid(e.actorId) : <span className="text-slate-400">{t("adminAudit.system")}</span>),
      },
      {
        id: "action",
        header: t("adminAudit.column.action"),
        accessor: "action",
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("adminAudit.actionPlaceholder"),
        className: "font-mono text-xs align-top whitespace-nowrap",
      },
      {
        id: "entity",
        header: t("adminAudit.column.entity"),
        accessor: "entity",
        filterable: true,
        filterType: "select",
        filterOptions: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`adminAudit.entity.${entity}`) })),
        className: "align-top",
        cell: (e) => (
          <span className="flex flex-col">
            <span>{entityLabel(e.entity)}</span>
            {e.entityId ? (
              <span title={e.entityId} className="font-mono text-xs text-slate-500">
                {truncateUuid(e.entityId)}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: "changes",
        header: t("adminAudit.column.changes"),
        accessor: "after",
        className: "align-top",
        cell: (e) => <JsonDiffView before={e.before} after={e.after} />,
      },
    ];
  }, [t, locale]);

  const filters: TableFilters = { action: search.action ?? "", entity: search.entity ?? "" };
  const onFiltersChange = (next: TableFilters) =>
    update({ action: next.action?.trim() || undefined, entity: next.entity || undefined, page: undefined }, true);
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });
  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-audit-heading">
      <PageHeader id="admin-audit-heading" title={t("adminAudit.title")} intro={t("adminAudit.intro")} />
      <DateRangeFilter
        value={{ from: search.from, to: search.to }}
        onChange={(range) => update({ ...range, page: undefined }, true)}
        labels={{
          legend: t("adminAudit.dateRange"),
          from: t("adminAudit.from"),
          to: t("adminAudit.to"),
          clear: t("adminAudit.clearDates"),
        }}
      />
      {failed ? (
        <LoadError
          message={`${t("adminAudit.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<AuditEntry>
        caption={t("adminAudit.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(e) => e.uuid}
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
