import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, services, userServiceUses } from "../../db/schema.ts";
import {
  activeSubscriptionReads,
  activeSubscriptions,
  DAY_MS,
  dayRange,
  eachUtcDay,
  figuresByDay,
  purchaseDim,
  runningTotals,
  sumBy,
  utcDay,
} from "../../lib/daily-figures.ts";
import { iso } from "../../lib/dates.ts";

/** The caller's recently used services, most recent first, each once. */
export async function recentlyUsed(db: Db, userId: string, limit = 8) {
  const rows = await db
    .select({
      uuid: services.id,
      name: services.name,
      slug: services.slug,
      logo: services.logo,
      type_service: services.typeService,
      lastAccessedAt: userServiceUses.lastAccessedAt,
      uses: userServiceUses.uses,
    })
    .from(userServiceUses)
    .innerJoin(services, eq(services.id, userServiceUses.serviceId))
    .where(eq(userServiceUses.userId, userId))
    .orderBy(desc(userServiceUses.lastAccessedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, lastAccessedAt: iso(r.lastAccessedAt) }));
}

/**
 * The services most used in the last `days` days, with their uses and distinct users, from the
 * pre-aggregated figures (decision 045): per service and day, its uses (count) and the users whose
 * latest use of it was that day (amount; a user of the window is one whose latest use is in it).
 * Whole UTC days.
 */
export async function mostUsed(db: Db, days = 30, limit = 10, now = Date.now()) {
  const first = utcDay(now - days * DAY_MS);
  const [byDay, catalogue] = await db.batch([
    figuresByDay(db, "service-use", { first }),
    db.select({ uuid: services.id, name: services.name, logo: services.logo }).from(services),
  ]);
  const usesOf = sumBy(byDay, (r) => r.dim);
  const usersOf = sumBy(byDay, (r) => r.dim, "amount");
  return catalogue
    .filter((service) => (usesOf[service.uuid] ?? 0) > 0)
    .map((service) => ({ ...service, uses: usesOf[service.uuid] ?? 0, users: usersOf[service.uuid] ?? 0 }))
    .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * Admin statistics for a date range (defaults: the last 30 days): totals, revenue by package and a
 * daily series of sign-ups, completed purchases and service accesses. They are read from the
 * pre-aggregated figures (decision 045), so the range counts in whole UTC days.
 */
export async function statistics(db: Db, range: { from?: Date | undefined; to?: Date | undefined }, now = Date.now()) {
  const to = range.to?.getTime() ?? now;
  const from = range.from?.getTime() ?? to - 30 * DAY_MS;
  const days = dayRange(from, to);
  const [userTotals, endingLater, endingToday, reportTotals, signups, purchases, accesses, packageNames] =
    await db.batch([
      runningTotals(db, "users"),
      ...activeSubscriptionReads(db, now),
      runningTotals(db, "reports"),
      figuresByDay(db, "signups", days),
      figuresByDay(db, "purchases", days),
      figuresByDay(db, "accesses", days),
      db.select({ id: packages.id, name: packages.name }).from(packages),
    ]);
  const signupsOn = sumBy(signups, (r) => r.day);
  const purchasesOn = sumBy(purchases, (r) => r.day);
  const accessesOn = sumBy(accesses, (r) => r.day);
  const series = eachUtcDay(from, to).map((date) => ({
    date,
    signups: signupsOn[date] ?? 0,
    purchases: purchasesOn[date] ?? 0,
    accesses: accessesOn[date] ?? 0,
  }));
  // A deleted package's purchases (package_id set null) stay grouped under the name they were sold as.
  const names = new Map(packageNames.map((p) => [p.id, p.name]));
  const amounts = sumBy(purchases, (r) => r.dim, "amount");
  const counts = sumBy(purchases, (r) => r.dim, "count");
  const revenueByPackage = Object.entries(amounts)
    .map(([dim, amount]) => {
      const { currency, packageKey } = purchaseDim(dim);
      const deleted = packageKey.startsWith("name:");
      return {
        packageUuid: deleted ? null : packageKey,
        name: deleted ? packageKey.slice("name:".length) : (names.get(packageKey) ?? packageKey),
        currency,
        amount,
        count: counts[dim] ?? 0,
      };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount || a.name.localeCompare(b.name));
  return {
    range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    users: sumBy(userTotals, (r) => r.dim),
    activeSubscriptions: activeSubscriptions(endingLater, endingToday),
    openReports: reportTotals.find((r) => r.dim === "open")?.count ?? 0,
    revenue: sumBy(purchases, (r) => purchaseDim(r.dim).currency, "amount"),
    revenueByPackage,
    series,
  };
}
