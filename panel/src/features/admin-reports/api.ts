import type { ReportDto, ReportSummaryRow } from "@app/shared/schemas/catalogue";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

export type ReportStatus = ReportDto["status"];

export interface AdminReportListParams {
  page: number;
  limit: number;
  status?: ReportStatus | undefined;
}

/** One row of GET /summary-reported-services. */
export type { ReportSummaryRow };

export const adminReportKeys = {
  all: ["admin", "reports"] as const,
  list: (params: AdminReportListParams) => [...adminReportKeys.all, "list", params] as const,
  summary: () => [...adminReportKeys.all, "summary"] as const,
};

export function reportListPath(params: AdminReportListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set("status", params.status);
  return `/supports/services?${query}`;
}

/** Everyone's reports (admins get all from GET /supports/services), newest first. */
export function adminReportsQueryOptions(params: AdminReportListParams) {
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
    mutationFn: async ({ uuid, status }: { uuid: string; status: ReportStatus }) =>
      (await api<ReportDto>(`/supports/services/${encodeURIComponent(uuid)}`, { method: "PUT", json: { status } }))
        .data,
    onSuccess: () => refreshQueries(queryClient, [adminReportKeys.all]),
  });
}
