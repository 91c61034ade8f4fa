import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import type { ReportDto } from "@app/shared/schemas/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableColumn, type TableFilters } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader, SECONDARY_BUTTON_CLASS } from "../../../components/page-header.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type AdminReportListParams, adminReportsQueryOptions, type ReportStatus, useSetReportStatus } from "../api.ts";
import { ReportSummary } from "./report-summary.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/reports");
const STATUSES = ["open", "resolved"] as const satisfies readonly ReportStatus[];

interface ReportsSearch {
  page?: number | undefined;
  limit?: number | undefined;
  status?: ReportStatus | undefined;
}

/** Admin: every reported service issue, filtered by status, with resolve/reopen and a per-service summary. */
export function AdminReportsPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const search: ReportsSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: AdminReportListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    status: search.status,
  };
  const list = useQuery({ ...adminReportsQueryOptions(params), placeholderData: keepPreviousData });
  const setStatus = useSetReportStatus();

  const update = (patch: ReportsSearch, replace = false) =>
    void navigate({
      search: (previous: ReportsSearch) => {
        const next = { ...previous, ...patch };
        return {
          ...next,
          page: next.page === TABLE_DEFAULT_PAGE ? undefined : next.page,
          limit: next.limit === TABLE_DEFAULT_PAGE_SIZE ? undefined : next.limit,
        };
      },
      replace,
    });

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
        filterable: true,
        filterType: "select",
        filterOptions: STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        cell: (report) => (
          <span
            data-status={report.status}
            className="inline-flex rounded-full px-2 py-0.5 text-xs font-medium data-[status=open]:bg-amber-100 data-[status=open]:text-amber-800 data-[status=resolved]:bg-green-100 data-[status=resolved]:text-green-800"
          >
            {statusLabel(report.status)}
          </span>
        ),
      },
      {
        id: "createdAt",
        header: t("report.column.createdAt"),
        accessor: "createdAt",
        className: "whitespace-nowrap",
        cell: (report) => <time dateTime={report.createdAt}>{date.format(new Date(report.createdAt))}</time>,
      },
      {
        id: "action",
        header: t("table.actions"),
        accessor: "uuid",
        className: "text-right",
        cell: (report) => {
          const next: ReportStatus = report.status === "open" ? "resolved" : "open";
          const pending = setStatus.isPending && setStatus.variables?.uuid === report.uuid;
          return (
            <button
              type="button"
              className={SECONDARY_BUTTON_CLASS}
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
            </button>
          );
        },
      },
    ];
  }, [t, locale, setStatus, toast]);

  const filters: TableFilters = { status: search.status ?? "" };
  const onFiltersChange = (next: TableFilters) =>
    update(
      {
        status: STATUSES.find((status) => status === next.status),
        page: undefined,
      },
      true,
    );
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });

  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="admin-reports-heading">
        <PageHeader id="admin-reports-heading" title={t("adminReports.title")} intro={t("adminReports.intro")} />
        {failed ? (
          <LoadError
            message={`${t("adminReports.loadFailed")} ${apiErrorText(list.error, t)}`}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        <DataTable<ReportDto>
          caption={t("adminReports.title")}
          columns={columns}
          rows={loading || failed ? [] : (list.data?.data ?? [])}
          getRowId={(report) => report.uuid}
          loading={loading}
          total={list.data?.meta?.total ?? list.data?.data.length}
          page={params.page}
          pageSize={params.limit}
          onPaginationChange={onPaginationChange}
          filters={filters}
          onFiltersChange={onFiltersChange}
        />
      </section>
      <ReportSummary />
    </div>
  );
}
