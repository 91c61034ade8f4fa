import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Amounts in the currency's minor unit, by currency code. */
export type Revenue = Record<string, number>;

/** One day of GET /admin-information's 30-day series (date is YYYY-MM-DD, UTC). */
export interface AdminInformationDay {
  date: string;
  signups: number;
  revenue: Revenue;
}

/** GET /admin-information: the admin dashboard's totals and daily series. */
export interface AdminInformation {
  usersByStatus: Record<string, number>;
  totalUsers: number;
  activeSubscriptions: number;
  pendingTransactions: number;
  openReports: number;
  revenueThisMonth: Revenue;
  revenueLastMonth: Revenue;
  series: AdminInformationDay[];
}

export const adminDashboardKeys = {
  information: ["admin", "information"] as const,
};

export function adminInformationQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.information,
    queryFn: async ({ signal }) => (await api<AdminInformation>("/admin-information", { signal })).data,
  });
}
