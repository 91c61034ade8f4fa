import type { ReportDto, ReportListQuery } from "@app/shared/schemas/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { adminReportsQueryOptions, type ReportStatus, useSetReportStatus } from "../api.ts";
import { ReportSummary } from "./report-summary.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/reports");
const STATUSES = ["open", "resolved"] as const satisfies readonly ReportStatus[];

type ReportsSearch = ListSearch & Pick<ReportListQuery, "status">;

/** Admin: every reported service issue, filtered by status, with resolve/reopen and a per-service summary. */
export function AdminReportsPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const { search, page, limit, table } = useListTable<ReportsSearch>(routeApi, {
    filters: [{ key: "status", values: STATUSES }],
  });
  const params: ReportListQuery = { ...search, page, limit };
  const list = useQuery({ ...adminReportsQueryOptions(params), placeholderData: keepPreviousData });
  const setStatus = useSetReportStatus();

  const columns = useMemo<DataTableColumn<ReportDto>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const statusLabel = (status: ReportStatus) => t(`report.status.${status}`);
    const change = async (report: ReportDto, status: ReportStatus) => {
      try {
        await setStatus.mutateAsync({ uuid: report.uuid, status });
        toast.success(
          status === "resolved" ? t("adminReports.resolved") : t("adminReports.reopened"),
          report.serviceName,
        );
      } catch (error) {
        toast.error(t("adminReports.statusFailed"), apiErrorText(error, t));
      }
    };
    return [
      { id: "serviceName", header: t("report.column.service"), accessor: "serviceName", className: "font-medium" },
      {
        id: "description",
        header: t("report.column.description"),
        accessor: "description",
        className: "max-w-md whitespace-pre-line break-words text-slate-700",
      },
      {
        id: "user",
        header: t("adminReports.column.user"),
        accessor: (report) => report.userEmail,
        cell: (report) => (
          <span className="flex flex-col">
            <span>{report.userName}</span>
            <span className="text-xs text-slate-500">{report.userEmail}</span>
          </span>
        ),
      },
      {
        id: "status",
        header: t("report.column.status"),
        accessor: "status",
        ...selectFilter(STATUSES, (status) => statusLabel(status)),
        cell: (report) => (
          <span
            data-status={report.status}
            className="inline-flex rounded-full px-2 py-0.5 text-xs font-medium data-[status=open]:bg-amber-100 data-[status=open]:text-amber-800 data-[status=resolved]:bg-green-100 data-[status=resolved]:text-green-800"
          >
            {statusLabel(report.status)}
          </span>
        ),
      },
      timestampColumn("createdAt", t("report.column.createdAt"), date),
      {
        id: "action",
        header: t("table.actions"),
        accessor: "uuid",
        className: "text-right",
        cell: (report) => {
          const next: ReportStatus = report.status === "open" ? "resolved" : "open";
          const pending = setStatus.isPending && setStatus.variables?.uuid === report.uuid;
          return (
            <Button
              variant="secondary"
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={
                next === "resolved"
                  ? t("adminReports.resolveOf", { name: report.serviceName })
                  : t("adminReports.reopenOf", { name: report.serviceName })
              }
              onClick={() => void change(report, next)}
            >
              {next === "resolved" ? t("adminReports.resolve") : t("adminReports.reopen")}
            </Button>
          );
        },
      },
    ];
  }, [t, locale, setStatus, toast]);

  return (
    <div className="flex flex-col gap-8">
      <PageSection headingId="admin-reports-heading" title={t("adminReports.title")} intro={t("adminReports.intro")}>
        <QueryDataTable<ReportDto>
          {...table}
          query={list}
          loadFailed={t("adminReports.loadFailed")}
          caption={t("adminReports.title")}
          columns={columns}
          getRowId={(report) => report.uuid}
        />
      </PageSection>
      <ReportSummary />
    </div>
  );
}
