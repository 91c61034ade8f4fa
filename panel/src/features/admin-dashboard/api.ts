import type { AdminInformation, AdminInformationDay, Revenue } from "@app/shared/schemas/insights";
import type { SharedAccountAlerts } from "@app/shared/schemas/service-accounts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";

/** GET /admin-information: the admin dashboard's totals and daily series (amounts in minor units). */
/** GET /services/list/shared-account-alerts: services with subscribers waiting for a seat, sessions about to expire. */
export type { AdminInformation, AdminInformationDay, Revenue, SharedAccountAlerts };

export const adminDashboardKeys = {
  information: ["admin", "information"] as const,
  sharedAccountAlerts: ["admin", "shared-account-alerts"] as const,
};

export function adminInformationQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.information,
    queryFn: async ({ signal }) => (await apiGet("/admin-information", { signal })).data,
  });
}

/** Read afresh on every visit of the dashboard: an admin who just fixed an account expects the alert gone. */
export function sharedAccountAlertsQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.sharedAccountAlerts,
    queryFn: async ({ signal }) => (await apiGet("/services/list/shared-account-alerts", { signal })).data,
    staleTime: 0,
  });
}
