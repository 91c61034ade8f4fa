import { z } from "zod";
import { SERVICE_TYPES } from "../constants.ts";
import { calendarDay, timestamp } from "./common.ts";

/** Empty filter values are skipped (docs/product.md#admin): "" counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** One recently used service (GET /user-accessed-services), most recent first. */
export const recentService = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  type_service: z.enum(SERVICE_TYPES),
  lastAccessedAt: timestamp.nullable(),
  uses: z.number().int(),
});
export type RecentService = z.infer<typeof recentService>;

export const mostUsedQuery = z.object({
  days: optional(z.coerce.number().int().min(1).max(365)),
  limit: optional(z.coerce.number().int().min(1).max(50)),
});
export type MostUsedQuery = z.output<typeof mostUsedQuery>;
/** One row of GET /most-used-services. */
export const mostUsedService = z.object({
  uuid: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  uses: z.number().int(),
  users: z.number().int(),
});
export type MostUsedService = z.infer<typeof mostUsedService>;

export const statisticsQuery = z
  .object({ from: optional(z.coerce.date()), to: optional(z.coerce.date()) })
  .refine((q) => !q.from || !q.to || q.from < q.to, { error: "from must be before to", path: ["from"] })
  .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= 366 * 86_400_000, {
    error: "the range must be at most one year",
    path: ["to"],
  });
export type StatisticsQuery = z.output<typeof statisticsQuery>;

/** Amounts in the currency's minor unit, by currency code. */
export const revenue = z.record(z.string(), z.number().int());
export type Revenue = z.infer<typeof revenue>;
/** Counts of accounts by status. */
const usersByStatus = z.record(z.string(), z.number().int());

/** One day of GET /statistics' series. */
export const statisticsDay = z.object({
  date: calendarDay,
  signups: z.number().int(),
  purchases: z.number().int(),
  accesses: z.number().int(),
});
export type StatisticsDay = z.infer<typeof statisticsDay>;
/**
 * Completed purchases of one package in one currency within GET /statistics' range: their amount
 * (minor unit) and number. `packageUuid` is null once the package was deleted.
 */
export const packageRevenue = z.object({
  packageUuid: z.uuid().nullable(),
  name: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
});
export type PackageRevenue = z.infer<typeof packageRevenue>;
/** GET /statistics: totals and a daily series for [from, to). */
export const statistics = z.object({
  range: z.object({ from: timestamp, to: timestamp }),
  users: usersByStatus,
  activeSubscriptions: z.number().int(),
  openReports: z.number().int(),
  revenue,
  /** By currency, then the largest amount first. */
  revenueByPackage: z.array(packageRevenue),
  series: z.array(statisticsDay),
});
export type Statistics = z.infer<typeof statistics>;

/** One day of GET /admin-information's 30-day series. */
export const adminInformationDay = z.object({ date: calendarDay, signups: z.number().int(), revenue });
export type AdminInformationDay = z.infer<typeof adminInformationDay>;
/** GET /admin-information: the admin dashboard's totals and daily series. */
export const adminInformation = z.object({
  usersByStatus,
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  pendingTransactions: z.number().int(),
  openReports: z.number().int(),
  revenueThisMonth: revenue,
  revenueLastMonth: revenue,
  series: z.array(adminInformationDay),
});
export type AdminInformation = z.infer<typeof adminInformation>;
