import type { AuditQuery } from "@app/shared/schemas/comms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { type DataTableColumn, selectFilter, textFilter, truncateUuid } from "../../../components/data-table.tsx";
import { DateRangeFilter } from "../../../components/date-range-filter.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { isOneOf, type WithDayRange } from "../../../lib/list-search.ts";
import { dayRangeFilter, type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry, auditListQueryOptions } from "../api.ts";
import { JsonDiffView } from "./json-diff-view.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/audit");

/** The log's filters in the URL: those of `auditQuery`, the dates as calendar days. */
type AuditSearch = ListSearch & Pick<WithDayRange<AuditQuery>, "entity" | "action" | "from" | "to">;

const isEntity = (value: string | undefined): value is AuditEntity => isOneOf(AUDIT_ENTITIES, value);

/** The audit log: every admin write, newest first, filtered by entity, action and dates, with a compact diff. */
export function AuditLogPage() {
  const { t, locale } = useLocale();
  const listTable = useListTable<AuditSearch>(routeApi, {
    filters: [{ key: "action", trim: true }, { key: "entity" }],
  });
  const { search, page, limit, table } = listTable;
  const params: WithDayRange<AuditQuery> = { ...search, page, limit };
  const list = useQuery({ ...auditListQueryOptions(params), placeholderData: keepPreviousData });

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
        className: "align-top",
        // A table cell takes no min-width, so the email's own box keeps it readable on a phone.
        cell: (e) =>
          e.actorEmail ? (
            <span className="block min-w-48 break-all">{e.actorEmail}</span>
          ) : e.actorId ? (
            truncateUuid(e.actorId)
          ) : (
            <span className="text-slate-500">{t("adminAudit.system")}</span>
          ),
      },
      {
        id: "action",
        header: t("adminAudit.column.action"),
        accessor: "action",
        ...textFilter(t("adminAudit.actionPlaceholder")),
        className: "font-mono text-xs align-top whitespace-nowrap",
      },
      {
        id: "entity",
        header: t("adminAudit.column.entity"),
        accessor: "entity",
        ...selectFilter(AUDIT_ENTITIES, (entity) => t(`adminAudit.entity.${entity}`)),
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

  return (
    <PageSection headingId="admin-audit-heading" title={t("adminAudit.title")} intro={t("adminAudit.intro")}>
      <DateRangeFilter {...dayRangeFilter(listTable)} legend={t("adminAudit.dateRange")} />
      <QueryDataTable<AuditEntry>
        {...table}
        query={list}
        loadFailed={t("adminAudit.loadFailed")}
        caption={t("adminAudit.tableLabel")}
        columns={columns}
        getRowId={(e) => e.uuid}
      />
    </PageSection>
  );
}
