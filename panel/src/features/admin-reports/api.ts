import type { ReportDto, ReportListQuery, ReportStatusBody, ReportSummaryRow } from "@app/shared/schemas/catalogue";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

export type ReportStatus = ReportStatusBody["status"];

/** One row of GET /summary-reported-services. */
export type { ReportSummaryRow };

export const adminReportKeys = {
  all: ["admin", "reports"] as const,
  list: (params: ReportListQuery) => [...adminReportKeys.all, "list", params] as const,
  summary: () => [...adminReportKeys.all, "summary"] as const,
};

export function reportListPath(params: ReportListQuery): string {
  const { page, limit, status } = params;
  return apiPath<ReportListQuery>("/supports/services", { page, limit, status });
}

/** Everyone's reports (admins get all from GET /supports/services), newest first. */
export function adminReportsQueryOptions(params: ReportListQuery) {
  return queryOptions({
    queryKey: adminReportKeys.list(params),
    queryFn: ({ signal }) => api<ReportDto[]>(reportListPath(params), { signal }),
  });
}

export function reportSummaryQueryOptions() {
  return queryOptions({
    queryKey: adminReportKeys.summary(),
    queryFn: async ({ signal }) => (await api<ReportSummaryRow[]>("/summary-reported-services", { signal })).data,
  });
}

/** PUT /supports/services/{uuid}: resolve or reopen; the list and the summary are refreshed. */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, ...body }: ReportStatusBody & { uuid: string }) =>
      (await api<ReportDto>(`/supports/services/${encodeURIComponent(uuid)}`, { method: "PUT", json: body })).data,
    onSuccess: () => refreshQueries(queryClient, [adminReportKeys.all]),
  });
}
