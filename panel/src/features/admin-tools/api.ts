import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";

/** GET /tools/media-download/usage: calls and failures per provider and day. */
export function mediaUsageQueryOptions(days: number) {
  return queryOptions({
    queryKey: ["tools", "media-download", "usage", days] as const,
    queryFn: async ({ signal }) => (await apiGet("/tools/media-download/usage", { query: { days }, signal })).data,
  });
}
