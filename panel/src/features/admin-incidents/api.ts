import type { DowntimeCreditSettings, IncidentDto } from "@app/shared/schemas/incidents";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-search.ts";

/** One row of GET /incidents and the downtime-credit settings (decision 049). */
export type { DowntimeCreditSettings, IncidentDto };

export type IncidentScope = "services" | "accounts";

export interface IncidentListParams {
  page: number;
  limit: number;
  scope: IncidentScope;
  /** Only open (not ended) or only closed incidents; both when absent. */
  open?: boolean | undefined;
}

export const adminIncidentKeys = {
  all: ["admin", "incidents"] as const,
  list: (params: IncidentListParams) => [...adminIncidentKeys.all, "list", params] as const,
  creditSettings: ["admin", "incidents", "credit-settings"] as const,
};

export function incidentListPath(params: IncidentListParams): string {
  const open = params.open === undefined ? undefined : String(params.open);
  const query = listQuery({ ...params, filters: { scope: params.scope, open } });
  return `/incidents?${query}`;
}

/** GET /incidents: one page, newest first, with its total in `meta`. */
export function incidentsQueryOptions(params: IncidentListParams) {
  return queryOptions({
    queryKey: adminIncidentKeys.list(params),
    queryFn: ({ signal }) => api<IncidentDto[]>(incidentListPath(params), { signal }),
  });
}

export function creditSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminIncidentKeys.creditSettings,
    queryFn: async ({ signal }) => (await api<DowntimeCreditSettings>("/incidents/credit-settings", { signal })).data,
  });
}

/** PUT /incidents/credit-settings; the answer (the settings as stored) replaces the cached ones. */
export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: DowntimeCreditSettings) =>
      (await api<DowntimeCreditSettings>("/incidents/credit-settings", { method: "PUT", json: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(adminIncidentKeys.creditSettings, saved),
  });
}
