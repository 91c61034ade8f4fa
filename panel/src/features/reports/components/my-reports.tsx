import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import type { ReportDto } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { myReportsQueryOptions } from "../api.ts";
import { ReportStatusBadge } from "./report-status-badge.tsx";

/** The caller's own reports with their status, newest first. */
export function MyReports() {
  const { t, locale } = useLocale();
  const [pagination, setPagination] = useState({ page: TABLE_DEFAULT_PAGE, pageSize: TABLE_DEFAULT_PAGE_SIZE });
  const reports = useQuery(myReportsQueryOptions({ page: pagination.page, limit: pagination.pageSize }));

  const columns = useMemo<DataTableColumn<ReportDto>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return [
      { id: "serviceName", header: t("report.column.service"), accessor: "serviceName", className: "font-medium" },
      {
        id: "description",
        header: t("report.column.description"),
        accessor: "description",
        className: "max-w-md whitespace-pre-line break-words text-slate-700",
      },
      {
        id: "status",
        header: t("report.column.status"),
        accessor: "status",
        cell: (report) => <ReportStatusBadge status={report.status} />,
      },
      timestampColumn("createdAt", t("report.column.createdAt"), date),
    ];
  }, [t, locale]);

  const loading = reports.isPending || reports.isPlaceholderData;
  return (
    <section aria-labelledby="my-reports-heading" className="flex flex-col gap-3" data-testid="my-reports">
      <h2 id="my-reports-heading" className="text-lg font-semibold">
        {t("report.mine")}
      </h2>
      {reports.isError && !reports.data ? (
        <QueryLoadError query={reports} loadFailed={t("report.loadFailed")} />
      ) : (
        <DataTable<ReportDto>
          phoneLayout="cards"
          caption={t("report.mine")}
          columns={columns}
          rows={loading ? [] : (reports.data?.data ?? [])}
          getRowId={(report) => report.uuid}
          loading={loading}
          total={reports.data?.meta?.total ?? reports.data?.data.length}
          page={pagination.page}
          pageSize={pagination.pageSize}
          onPaginationChange={setPagination}
        />
      )}
    </section>
  );
}
