import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const extensionKeys = {
  releases: ["extension", "releases"] as const,
  /** The same entry as the dashboard's services grid (GET /users/services): one request for both. */
  userServices: ["users", "services"] as const,
};

/** The two required extensions, the tutorial video and the conflicting extensions (public). */
export function extensionReleasesQueryOptions() {
  return queryOptions({
    queryKey: extensionKeys.releases,
    queryFn: async ({ signal }) => (await api<ExtensionReleases>("/extension/releases", { signal })).data,
    staleTime: 60_000,
  });
}

export function useExtensionReleases() {
  return useQuery(extensionReleasesQueryOptions());
}

/**
 * Whether the user has any service (the setup guide opens by itself only then). Shares the
 * dashboard's cache entry for GET /users/services; `select` only reads its length, whatever else
 * the dashboard keeps there.
 */
export function useHasServices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: extensionKeys.userServices,
    queryFn: async ({ signal }) => (await api<unknown[]>("/users/services", { signal })).data,
    select: (data: unknown) => Array.isArray(data) && data.length > 0,
  });
}
