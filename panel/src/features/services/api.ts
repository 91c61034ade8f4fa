import type { ServiceAccessDto } from "@app/shared/schemas/catalogue";
import type { ServiceState, StatusResult } from "@app/shared/schemas/status";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api-client.ts";

/** 403 codes of GET /services/access/{slug}, each with its own page. */
export const ACCESS_DENIED_CODES = ["SUBSCRIPTION_REQUIRED", "NOT_ENTITLED", "SERVICE_UNAVAILABLE"] as const;
export type AccessDeniedCode = (typeof ACCESS_DENIED_CODES)[number];

export function accessDeniedCode(error: unknown): AccessDeniedCode | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return ACCESS_DENIED_CODES.find((code) => code === error.code) ?? null;
}

/** A client error (403, 404…) is the answer, not a hiccup: only network and server errors retry. */
function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * GET /services/access/{slug}: what the caller needs to open the service (the key or cookie data
 * included). Every call records an access, so the answer is kept for the life of the page.
 */
export function serviceAccessQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["services", "access", slug] as const,
    queryFn: async ({ signal }) =>
      (await api<ServiceAccessDto>(`/services/access/${encodeURIComponent(slug)}`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: retryServerErrors,
  });
}

/**
 * GET /status: the public state of every service (decision 048). The Worker caches it for 30 s,
 * so the panel does not ask more often; a failure is not retried (the notice simply stays away).
 */
export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: ["status"] as const,
    queryFn: async ({ signal }) => (await api<StatusResult>("/status", { signal })).data,
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
