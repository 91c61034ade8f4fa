import type { MostUsedService, Statistics, StatisticsDay } from "@app/shared/schemas/insights";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";

const DAY_MS = 86_400_000;

/** GET /statistics (users by status, revenue in minor units per currency) and GET /most-used-services. */
export type { MostUsedService, Statistics, StatisticsDay };

export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** The last `days` whole UTC days, today included: [from, to). */
export function statisticsRange(days: number, now = Date.now()): { from: Date; to: Date } {
  const to = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  return { from: new Date(to - days * DAY_MS), to: new Date(to) };
}

export const statisticsKeys = {
  all: ["admin", "statistics"] as const,
  stats: (days: number) => [...statisticsKeys.all, "stats", days] as const,
  mostUsed: (days: number) => [...statisticsKeys.all, "most-used", days] as const,
  renewals: (months: number) => [...statisticsKeys.all, "renewals", months] as const,
};

export type { RenewalMonth, RenewalStatistics } from "@app/shared/schemas/commerce";

/** GET /renewals/statistics: renewals, churn, the rate and recurring revenue by month (issue 43). */
export function renewalStatisticsQueryOptions(months = 12) {
  return queryOptions({
    queryKey: statisticsKeys.renewals(months),
    queryFn: async ({ signal }) => (await apiGet("/renewals/statistics", { query: { months }, signal })).data,
  });
}

export function statisticsQueryOptions(days: number) {
  return queryOptions({
    queryKey: statisticsKeys.stats(days),
    queryFn: async ({ signal }) => {
      const { from, to } = statisticsRange(days);
      return (await apiGet("/statistics", { query: { from, to }, signal })).data;
    },
  });
}

export function mostUsedQueryOptions(days: number, limit = 10) {
  return queryOptions({
    queryKey: statisticsKeys.mostUsed(days),
    queryFn: async ({ signal }) => (await apiGet("/most-used-services", { query: { days, limit }, signal })).data,
  });
}
