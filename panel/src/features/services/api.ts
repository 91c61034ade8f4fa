import { type NoFreeSeatDetails, noFreeSeatDetails } from "@app/shared/schemas/service-accounts";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiGet } from "../../lib/api-client.ts";

/** 403 codes of GET /services/access/{slug}, each with its own page. */
export const ACCESS_DENIED_CODES = ["SUBSCRIPTION_REQUIRED", "NOT_ENTITLED", "SERVICE_UNAVAILABLE"] as const;
export type AccessDeniedCode = (typeof ACCESS_DENIED_CODES)[number];

export function accessDeniedCode(error: unknown): AccessDeniedCode | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return ACCESS_DENIED_CODES.find((code) => code === error.code) ?? null;
}

/**
 * A full pool's refusal (409 NO_FREE_SEAT, decision 070): the service's name and the user's place
 * in its queue; null for any other error.
 */
export function queuedRefusal(error: unknown): NoFreeSeatDetails | { position: null; service: null } | null {
  if (!(error instanceof ApiError) || error.code !== "NO_FREE_SEAT") return null;
  const details = noFreeSeatDetails.safeParse(error.details);
  return details.success ? details.data : { position: null, service: null };
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
    queryFn: async ({ signal }) => (await apiGet("/services/access/{slug}", { path: { slug }, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: retryServerErrors,
  });
}
