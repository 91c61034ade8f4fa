import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type ReportSummaryRow, reportSummaryQueryOptions } from "../api.ts";

/** Reports per service: open and total counts, last report. */
export function ReportSummary() {
  const { t, locale } = useLocale();
  const summary = useQuery(reportSummaryQueryOptions());
  const columns = useMemo<DataTableColumn<ReportSummaryRow>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return [
      { id: "serviceName", header: t("report.column.service"), accessor: "serviceName", className: "font-medium" },
      {
        id: "open",
        header: t("adminReports.column.open"),
        accessor: "open",
        cell: (row) => number.format(row.open),
      },
      {
        id: "total",
        header: t("adminReports.column.total"),
        accessor: "total",
        cell: (row) => number.format(row.total),
      },
      timestampColumn("lastReportedAt", t("adminReports.column.lastReported"), date, { empty: null }),
    ];
  }, [t, locale]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="report-summary-heading" data-testid="report-summary">
      <h3 id="report-summary-heading" className="text-lg font-semibold">
        {t("adminReports.summaryTitle")}
      </h3>
      {summary.isError ? (
        <QueryLoadError query={summary} loadFailed={t("adminReports.loadFailed")} />
      ) : (
        <DataTable<ReportSummaryRow>
          caption={t("adminReports.summaryTitle")}
          columns={columns}
          rows={summary.data ?? []}
          getRowId={(row) => row.serviceName}
          loading={summary.isPending}
        />
      )}
    </section>
  );
}
