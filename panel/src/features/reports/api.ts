import type { ReportBody, ReportListQuery, SupportService } from "@app/shared/schemas/catalogue";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

export type { SupportService };

export const reportKeys = {
  supportServices: ["services", "support-service"] as const,
  mine: ["supports", "services", "mine"] as const,
  minePage: (params: ReportListQuery) => [...reportKeys.mine, params] as const,
};

/** Names for the report form's service picker (GET /services/list/support-service). */
export function supportServicesQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.supportServices,
    queryFn: async ({ signal }) => (await apiGet("/services/list/support-service", { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The caller's own reports, newest first (GET /supports/services answers only one's own to users). */
export function myReportsQueryOptions(params: ReportListQuery) {
  const { page, limit, status } = params;
  return queryOptions({
    queryKey: reportKeys.minePage(params),
    queryFn: ({ signal }) => apiGet("/supports/services", { query: { page, limit, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /supports/services; the own list is refreshed afterwards. */
export function useFileReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportBody) => (await apiPost("/supports/services", { json: body })).data,
    onSuccess: () => refreshQueries(queryClient, [reportKeys.mine]),
  });
}
