import type { AdminInformation, AdminInformationDay, Revenue } from "@app/shared/schemas/insights";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** GET /admin-information: the admin dashboard's totals and daily series (amounts in minor units). */
export type { AdminInformation, AdminInformationDay, Revenue };

export const adminDashboardKeys = {
  information: ["admin", "information"] as const,
};

export function adminInformationQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.information,
    queryFn: async ({ signal }) => (await api<AdminInformation>("/admin-information", { signal })).data,
  });
}
