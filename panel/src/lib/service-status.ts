import type { ServiceState, StatusResult } from "@app/shared/schemas/status";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api-client.ts";

/**
 * GET /status: the public state of every service (decision 048). The Worker caches it for 30 s,
 * so the panel does not ask more often; a failure is not retried (the notice simply stays away).
 */
export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: ["status"] as const,
    queryFn: async ({ signal }) => (await apiGet("/status", { signal })).data,
    staleTime: 30_000,
    retry: false,
  });
}

/** A known problem with a service: its state (never operational) and since when, if known. */
export interface ServiceIncident {
  state: Exclude<ServiceState, "operational">;
  since: string | null;
}

/**
 * The problem to show for one of the user's services, matched by uuid (else by slug), or null when
 * it is operational, unknown to the status, or the status is not loaded.
 */
export function serviceIncident(
  status: StatusResult | undefined,
  service: { uuid?: string; slug: string },
): ServiceIncident | null {
  if (!status) return null;
  const entry =
    (service.uuid ? status.services.find((candidate) => candidate.uuid === service.uuid) : undefined) ??
    status.services.find((candidate) => candidate.slug === service.slug);
  if (!entry || entry.state === "operational") return null;
  return { state: entry.state, since: entry.since };
}
