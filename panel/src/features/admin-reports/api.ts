import type { ReportListQuery, ReportStatusBody, ReportSummaryRow } from "@app/shared/schemas/catalogue";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../lib/api-client.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

export type ReportStatus = ReportStatusBody["status"];

/** One row of GET /summary-reported-services. */
export type { ReportSummaryRow };

export const adminReportKeys = {
  all: ["admin", "reports"] as const,
  list: (params: ReportListQuery) => [...adminReportKeys.all, "list", params] as const,
  summary: () => [...adminReportKeys.all, "summary"] as const,
};

/** The query of /supports/services for the list's params: only the fields the list sends. */
export function reportListSearch(params: ReportListQuery) {
  const { page, limit, status } = params;
  return { page, limit, status };
}

/** Everyone's reports (admins get all from GET /supports/services), newest first. */
export function adminReportsQueryOptions(params: ReportListQuery) {
  return queryOptions({
    queryKey: adminReportKeys.list(params),
    queryFn: ({ signal }) => apiGet("/supports/services", { query: reportListSearch(params), signal }),
  });
}

export function reportSummaryQueryOptions() {
  return queryOptions({
    queryKey: adminReportKeys.summary(),
    queryFn: async ({ signal }) => (await apiGet("/summary-reported-services", { signal })).data,
  });
}

/** PUT /supports/services/{uuid}: resolve or reopen; the list and the summary are refreshed. */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, ...body }: ReportStatusBody & { uuid: string }) =>
      (await apiPut("/supports/services/{uuid}", { path: { uuid }, json: body })).data,
    onSuccess: () => refreshQueries(queryClient, [adminReportKeys.all]),
  });
}
