import type { MediaProviderUsage, MediaUsageQuery } from "@app/shared/schemas/tools";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";

/** GET /tools/media-download/usage: calls and failures per provider and day. */
export function mediaUsageQueryOptions(days: number) {
  return queryOptions({
    queryKey: ["tools", "media-download", "usage", days] as const,
    queryFn: async ({ signal }) =>
      (await api<MediaProviderUsage>(apiPath<MediaUsageQuery>("/tools/media-download/usage", { days }), { signal }))
        .data,
  });
}
