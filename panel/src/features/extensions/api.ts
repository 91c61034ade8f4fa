import type { Locale } from "@app/shared/constants";
import type { SetupLinkBody } from "@app/shared/schemas/extensions";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";

export const extensionKeys = {
  releases: ["extension", "releases"] as const,
};

/** The two required extensions, the tutorial video and the conflicting extensions (public). */
export function extensionReleasesQueryOptions() {
  return queryOptions({
    queryKey: extensionKeys.releases,
    queryFn: async ({ signal }) => (await apiGet("/extension/releases", { signal })).data,
    staleTime: 60_000,
  });
}

export function useExtensionReleases() {
  return useQuery(extensionReleasesQueryOptions());
}

/** Mails the caller the setup guide's address, for a computer (a phone cannot install extensions). */
export function useSendSetupLinkMutation() {
  return useMutation({
    mutationFn: async (locale: Locale) =>
      (await apiPost("/extension/setup-link", { json: { locale } satisfies SetupLinkBody })).data,
  });
}
