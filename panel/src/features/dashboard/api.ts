import type { EntitledService } from "@app/shared/schemas/catalogue";
import type { RecentService } from "@app/shared/schemas/insights";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";

/** One service of the caller's active subscription (GET /users/services). */
export type UserService = EntitledService;
/** One recently used service (GET /user-accessed-services), most recent first. */
export type { RecentService };

export const dashboardKeys = {
  services: ["users", "services"] as const,
  recentlyUsed: ["user-accessed-services"] as const,
};

/** The services of the caller's active subscription; empty when there is none or it expired. */
export function userServicesQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.services,
    queryFn: async ({ signal }) => (await apiGet("/users/services", { signal })).data,
  });
}

/**
 * Recently used services. Always refetched when the dashboard tab regains focus: services open in
 * another tab, and coming back should show them.
 */
export function recentlyUsedQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.recentlyUsed,
    queryFn: async ({ signal }) => (await apiGet("/user-accessed-services", { signal })).data,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
