import type { AdminRenewals } from "@app/shared/schemas/commerce";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export type { AdminRenewalRow, AdminRenewals } from "@app/shared/schemas/commerce";

/** GET /renewals: the admin's Renewals page, its four lists (issue 43). */
export function adminRenewalsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "renewals"] as const,
    queryFn: async ({ signal }) => (await api<AdminRenewals>("/renewals", { signal })).data,
  });
}
