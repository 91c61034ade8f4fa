import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";
import {
  activeSubscriptionReads,
  activeSubscriptions,
  DAY_MS,
  eachUtcDay,
  figuresByDay,
  purchaseDim,
  runningTotals,
  sumBy,
  utcDay,
} from "../../lib/daily-figures.ts";
import { likePrefix } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";

function monthStart(date: Date, offset = 0) {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/**
 * The admin dashboard's totals and its 30-day series of sign-ups and revenue, from the
 * pre-aggregated figures (decision 045): the cost does not grow with the tables.
 */
export async function adminInformation(db: Db, now = Date.now()) {
  const today = new Date(now);
  const thisMonth = utcDay(monthStart(today));
  const nextMonth = utcDay(monthStart(today, 1));
  const lastMonth = utcDay(monthStart(today, -1));
  const from = Math.floor(now / DAY_MS) * DAY_MS - 29 * DAY_MS;
  const firstDay = utcDay(from);
  const [byStatus, endingLater, endingToday, transactionTotals, reportTotals, signups, purchases] = await db.batch([
    runningTotals(db, "users"),
    ...activeSubscriptionReads(db, now),
    runningTotals(db, "transactions"),
    runningTotals(db, "reports"),
    figuresByDay(db, "signups", { first: firstDay }),
    // Strings of the same form: the earlier of the two days.
    figuresByDay(db, "purchases", { first: [lastMonth, firstDay].sort()[0] ?? firstDay }),
  ]);
  const currency = (r: { dim: string }) => purchaseDim(r.dim).currency;
  const revenueOf = (rows: typeof purchases) => sumBy(rows, currency, "amount");
  const signupsOn = sumBy(signups, (r) => r.day);
  const series = eachUtcDay(from, now + 1).map((date) => ({
    date,
    signups: signupsOn[date] ?? 0,
    revenue: revenueOf(purchases.filter((r) => r.day === date)),
  }));
  const usersByStatus = sumBy(byStatus, (r) => r.dim);
  return {
    usersByStatus,
    totalUsers: Object.values(usersByStatus).reduce((s, n) => s + n, 0),
    activeSubscriptions: activeSubscriptions(endingLater, endingToday),
    pendingTransactions: transactionTotals.find((r) => r.dim === "pending")?.count ?? 0,
    openReports: reportTotals.find((r) => r.dim === "open")?.count ?? 0,
    revenueThisMonth: revenueOf(purchases.filter((r) => r.day >= thisMonth && r.day < nextMonth)),
    revenueLastMonth: revenueOf(purchases.filter((r) => r.day >= lastMonth && r.day < thisMonth)),
    series,
  };
}

export async function auditEntries(
  db: Db,
  q: {
    page: number;
    limit: number;
    entity?: string | undefined;
    action?: string | undefined;
    actorId?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
) {
  const c: SQL[] = [];
  if (q.entity) c.push(eq(auditLog.entity, q.entity));
  if (q.action) c.push(likePrefix(auditLog.action, q.action));
  if (q.actorId) c.push(eq(auditLog.actorId, q.actorId));
  if (q.from) c.push(gte(auditLog.createdAt, q.from.getTime()));
  if (q.to) c.push(lt(auditLog.createdAt, q.to.getTime()));
  const where = c.length ? and(...c) : undefined;
  return paginate(db, q, {
    rows: db
      .select({ a: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt))
      .$dynamic(),
    counted: db.select(oneColumn).from(auditLog).where(where).$dynamic(),
    item: ({ a, actorEmail }) => ({
      uuid: a.id,
      actorId: a.actorId,
      actorEmail,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      before: a.before,
      after: a.after,
      requestId: a.requestId,
      createdAt: new Date(a.createdAt).toISOString(),
    }),
  });
}
