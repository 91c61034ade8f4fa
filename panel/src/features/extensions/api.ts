import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const extensionKeys = {
  releases: ["extension", "releases"] as const,
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
