import type { MediaProviderUsage } from "@app/shared/schemas/tools";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** GET /tools/media-download/usage: calls and failures per provider and day. */
export function mediaUsageQueryOptions(days: number) {
  return queryOptions({
    queryKey: ["tools", "media-download", "usage", days] as const,
    queryFn: async ({ signal }) =>
      (await api<MediaProviderUsage>(`/tools/media-download/usage?days=${days}`, { signal })).data,
  });
}
