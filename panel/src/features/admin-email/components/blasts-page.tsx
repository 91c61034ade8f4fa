import type { BlastListQuery } from "@app/shared/schemas/comms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { buttonClass } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { BLAST_SORT_FIELDS, type BlastDto, type BlastSortField, blastListQueryOptions } from "../api.ts";
import { useSourceLabel } from "../hooks/use-source-label.ts";
import { BlastStatusBadge } from "./blast-status-badge.tsx";
import { BlastSummaryCards } from "./blast-summary.tsx";
import { EmailNav } from "./email-nav.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/");

type BlastsSearch = ListSearch & Partial<Pick<BlastListQuery, "sortBy" | "sortOrder">>;

/** Email blasts: summary cards and the list of blasts (page, size and order in the URL). */
export function BlastsPage() {
  const { t, locale } = useLocale();
  const sourceLabel = useSourceLabel();
  const { page, limit, sortBy, sortOrder, table } = useListTable<BlastsSearch, BlastSortField>(routeApi, {
    sort: { fields: BLAST_SORT_FIELDS, by: "createdAt", order: "desc" },
  });
  const params: BlastListQuery = { page, limit, sortBy, sortOrder };
  const list = useQuery({ ...blastListQueryOptions(params), placeholderData: keepPreviousData });

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

  return (
    <PageSection
      headingId="admin-email-heading"
      title={t("adminEmail.title")}
      intro={t("adminEmail.intro")}
      actions={
        <Link to="/panel/admin/email/new" className={buttonClass()}>
          {t("adminEmail.nav.compose")}
        </Link>
      }
    >
      <EmailNav />
      <BlastSummaryCards />
      <QueryDataTable<BlastDto>
        {...table}
        query={list}
        loadFailed={t("adminEmail.blasts.loadFailed")}
        caption={t("adminEmail.blasts.tableLabel")}
        columns={columns}
        getRowId={(b) => b.uuid}
      />
    </PageSection>
  );
}
