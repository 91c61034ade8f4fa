import type { DowntimeCreditSettings, IncidentDto, IncidentsQuery } from "@app/shared/schemas/incidents";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

/** One row of GET /incidents and the downtime-credit settings (decision 049). */
export type { DowntimeCreditSettings, IncidentDto };

export type IncidentScope = IncidentsQuery["scope"];

export const adminIncidentKeys = {
  all: ["admin", "incidents"] as const,
  lists: ["admin", "incidents", "list"] as const,
  list: (params: IncidentsQuery) => [...adminIncidentKeys.lists, params] as const,
  creditSettings: ["admin", "incidents", "credit-settings"] as const,
};

/** The query of /incidents for the list's params. `open`: only open (not ended) or only closed incidents; both when absent. */
export function incidentListSearch(params: IncidentsQuery) {
  const { page, limit, scope, service, open } = params;
  return { page, limit, scope, service, open };
}

/** GET /incidents: one page, newest first, with its total in `meta`. */
export function incidentsQueryOptions(params: IncidentsQuery) {
  return queryOptions({
    queryKey: adminIncidentKeys.list(params),
    queryFn: ({ signal }) => apiGet("/incidents", { query: incidentListSearch(params), signal }),
  });
}

export function creditSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminIncidentKeys.creditSettings,
    queryFn: async ({ signal }) => (await apiGet("/incidents/credit-settings", { signal })).data,
  });
}

/** PUT /incidents/credit-settings; the answer (the settings as stored) replaces the cached ones. */
export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: DowntimeCreditSettings) =>
      (await apiPut("/incidents/credit-settings", { json: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(adminIncidentKeys.creditSettings, saved),
  });
}

/**
 * POST /incidents/{uuid}/confirm: an admin confirms a service incident in state down (only
 * confirmed outages earn downtime credits; 422 for any other incident). The answer replaces the row
 * in the cached pages at once; the lists are read again after.
 */
export function useConfirmIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) => (await apiPost("/incidents/{uuid}/confirm", { path: { uuid } })).data,
    onSuccess: (incident) => {
      queryClient.setQueriesData<{ data: IncidentDto[] }>({ queryKey: adminIncidentKeys.lists }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.uuid === incident.uuid ? incident : row)) } : page,
      );
      return refreshQueries(queryClient, [adminIncidentKeys.lists]);
    },
  });
}
