import { REFERRAL_RANGE_DAYS, type REFERRAL_STATUSES } from "@app/shared/constants";
import type {
  ReferralActivity,
  ReferralAdminQuery,
  ReferralDay,
  ReferralOverview,
  ReviewDecisionBody,
  TopReferrer,
  UserReferrals,
} from "@app/shared/schemas/referrals";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";

export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** Why the fraud rules sent a sign-up to review (`flagReason` of an activity). */
export type FlagReason = "disposable_email" | "ip_limit";
/** The answers of GET /admin-referrals/overview, top-referrers, activities (and review), analytics, user/{id}. */
export type { ReferralActivity, ReferralDay, ReferralOverview, TopReferrer, UserReferrals };

/** The page's ranges; the Worker keeps a leaderboard for each (decision 060). */
export const RANGE_DAYS = REFERRAL_RANGE_DAYS;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;
export const TOP_REFERRERS_LIMIT = 10;
export const ACTIVITY_LIMIT = 20;

const DAY_MS = 86_400_000;

/** The last `days` whole UTC days, today included: [from, to). */
export function referralRange(days: number, now = Date.now()): { from: Date; to: Date } {
  const to = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  return { from: new Date(to - days * DAY_MS), to: new Date(to) };
}

/**
 * The query of the admin calls: the last `days` whole UTC days, then the status and the limit when
 * given (left out, the API's default).
 */
function rangeQuery(days: number, filters: Partial<Pick<ReferralAdminQuery, "status" | "limit">> = {}) {
  const { from, to } = referralRange(days);
  return { from, to, status: filters.status, limit: filters.limit };
}

export const adminReferralKeys = {
  all: ["admin", "referrals"] as const,
  overview: (days: number) => [...adminReferralKeys.all, "overview", days] as const,
  top: (days: number) => [...adminReferralKeys.all, "top", days] as const,
  activities: (days: number, status: string | undefined) =>
    [...adminReferralKeys.all, "activities", days, status ?? ""] as const,
  analytics: (days: number) => [...adminReferralKeys.all, "analytics", days] as const,
  review: ["admin", "referrals", "review"] as const,
  user: (uuid: string) => [...adminReferralKeys.all, "user", uuid] as const,
};

export function overviewQueryOptions(days: number) {
  return queryOptions({
    queryKey: adminReferralKeys.overview(days),
    queryFn: async ({ signal }) =>
      (await apiGet("/admin-referrals/overview", { query: rangeQuery(days), signal })).data,
  });
}

export function topReferrersQueryOptions(days: number) {
  return queryOptions({
    queryKey: adminReferralKeys.top(days),
    queryFn: async ({ signal }) =>
      (
        await apiGet("/admin-referrals/top-referrers", {
          query: rangeQuery(days, { limit: TOP_REFERRERS_LIMIT }),
          signal,
        })
      ).data,
  });
}

export function activitiesQueryOptions(days: number, status?: ReferralStatus) {
  return queryOptions({
    queryKey: adminReferralKeys.activities(days, status),
    queryFn: async ({ signal }) =>
      (
        await apiGet("/admin-referrals/activities", {
          query: rangeQuery(days, { status, limit: ACTIVITY_LIMIT }),
          signal,
        })
      ).data,
  });
}

export function analyticsQueryOptions(days: number) {
  return queryOptions({
    queryKey: adminReferralKeys.analytics(days),
    queryFn: async ({ signal }) =>
      (await apiGet("/admin-referrals/analytics", { query: rangeQuery(days), signal })).data,
  });
}

export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: adminReferralKeys.review,
    queryFn: async ({ signal }) => (await apiGet("/admin-referrals/review", { signal })).data,
  });
}

export function userReferralsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: adminReferralKeys.user(uuid),
    queryFn: async ({ signal }) => (await apiGet("/admin-referrals/user/{id}", { path: { id: uuid }, signal })).data,
  });
}

/** Path (relative to /api) of the CSV export for the period and status. */
export function exportPath(days: number, filters: Partial<Pick<ReferralAdminQuery, "status">> = {}): string {
  return apiPath<Partial<ReferralAdminQuery>>("/admin-referrals/export", rangeQuery(days, { status: filters.status }));
}

export type ReviewDecision = "approve" | "reject";

/** POST /admin-referrals/{id}/approve|reject {reason?}; then every admin referral view reloads. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, decision, reason }: { uuid: string; decision: ReviewDecision; reason: string }) => {
      const trimmed = reason.trim();
      const json: ReviewDecisionBody = trimmed ? { reason: trimmed } : {};
      const path = decision === "approve" ? "/admin-referrals/{id}/approve" : "/admin-referrals/{id}/reject";
      return (await apiPost(path, { path: { id: uuid }, json })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReferralKeys.all }),
  });
}
