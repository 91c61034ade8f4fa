import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";

export type { AdminRenewalRow, AdminRenewals } from "@app/shared/schemas/commerce";

/** GET /renewals: the admin's Renewals page, its four lists (issue 43). */
export function adminRenewalsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "renewals"] as const,
    queryFn: async ({ signal }) => (await apiGet("/renewals", { signal })).data,
  });
}
