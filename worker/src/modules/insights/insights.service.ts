import { and, asc, count, desc, eq, gte, lt, max, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client.ts";
import {
  packages,
  serviceReports,
  services,
  serviceUsage,
  subscriptions,
  transactions,
  users,
} from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";

const DAY = 86_400_000;

/** The caller's recently used services, most recent first, each once. */
export async function recentlyUsed(db: Db, userId: string, limit = 8) {
  const lastAccess = max(serviceUsage.accessedAt);
  const rows = await db
    .select({
      uuid: services.id,
      name: services.name,
      slug: services.slug,
      logo: services.logo,
      type_service: services.typeService,
      lastAccessedAt: lastAccess,
      uses: count(),
    })
    .from(serviceUsage)
    .innerJoin(services, eq(services.id, serviceUsage.serviceId))
    .where(eq(serviceUsage.userId, userId))
    .groupBy(services.id)
    .orderBy(desc(lastAccess))
    .limit(limit);
  return rows.map((r) => ({ ...r, lastAccessedAt: iso(r.lastAccessedAt) }));
}

export async function mostUsed(db: Db, days = 30, limit = 10, now = Date.now()) {
  return db
    .select({
      uuid: services.id,
      name: services.name,
      logo: services.logo,
      uses: count(),
      users: sql<number>`count(distinct ${serviceUsage.userId})`,
    })
    .from(serviceUsage)
    .innerJoin(services, eq(services.id, serviceUsage.serviceId))
    .where(gte(serviceUsage.accessedAt, now - days * DAY))
    .groupBy(services.id)
    .orderBy(desc(count()))
    .limit(limit);
}

/**
 * Admin statistics for a date range (defaults: the last 30 days): totals, revenue by package and a
 * daily series of sign-ups, completed purchases and service accesses.
 */
export async function statistics(db: Db, range: { from?: Date | undefined; to?: Date | undefined }, now = Date.now()) {
  const to = range.to?.getTime() ?? now;
  const from = range.from?.getTime() ?? to - 30 * DAY;
  const day = (column: SQLiteColumn) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;
  const completedInRange = and(
    eq(transactions.status, "completed"),
    gte(transactions.completedAt, from),
    lt(transactions.completedAt, to),
  );
  // A deleted package's purchases (package_id set null) stay grouped under the name they were sold as.
  const packageKey = sql`coalesce(${transactions.packageId}, 'name:' || ${transactions.packageName})`;
  const packageAmount = sql<number>`sum(${transactions.amount})`;
  const [userTotals, activeSubs, openReports, signups, purchases, accesses, byPackage] = await db.batch([
    db.select({ status: users.status, total: count() }).from(users).groupBy(users.status),
    db.select({ total: count() }).from(subscriptions).where(gte(subscriptions.endAt, now)),
    db.select({ total: count() }).from(serviceReports).where(eq(serviceReports.status, "open")),
    db
      .select({ day: day(users.createdAt), total: count() })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
      .groupBy(day(users.createdAt)),
    db
      .select({
        day: day(transactions.completedAt),
        total: count(),
        currency: transactions.currency,
        revenue: sql<number>`sum(${transactions.amount})`,
      })
      .from(transactions)
      .where(completedInRange)
      .groupBy(day(transactions.completedAt), transactions.currency),
    db
      .select({ day: day(serviceUsage.accessedAt), total: count() })
      .from(serviceUsage)
      .where(and(gte(serviceUsage.accessedAt, from), lt(serviceUsage.accessedAt, to)))
      .groupBy(day(serviceUsage.accessedAt)),
    db
      .select({
        packageUuid: transactions.packageId,
        name: sql<string>`coalesce(${packages.name}, max(${transactions.packageName}))`,
        currency: transactions.currency,
        amount: packageAmount,
        count: count(),
      })
      .from(transactions)
      .leftJoin(packages, eq(packages.id, transactions.packageId))
      .where(completedInRange)
      .groupBy(packageKey, transactions.currency)
      .orderBy(asc(transactions.currency), desc(packageAmount)),
  ]);
  const series: { date: string; signups: number; purchases: number; accesses: number }[] = [];
  for (let t = Math.floor(from / DAY) * DAY; t < to; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    series.push({
      date,
      signups: signups.find((r) => r.day === date)?.total ?? 0,
      purchases: purchases.filter((r) => r.day === date).reduce((s, r) => s + r.total, 0),
      accesses: accesses.find((r) => r.day === date)?.total ?? 0,
    });
  }
  const revenue: Record<string, number> = {};
  for (const r of purchases) revenue[r.currency] = (revenue[r.currency] ?? 0) + Number(r.revenue);
  return {
    range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    users: Object.fromEntries(userTotals.map((r) => [r.status, r.total])),
    activeSubscriptions: activeSubs[0]?.total ?? 0,
    openReports: openReports[0]?.total ?? 0,
    revenue,
    revenueByPackage: byPackage.map((r) => ({ ...r, amount: Number(r.amount) })),
    series,
  };
}
