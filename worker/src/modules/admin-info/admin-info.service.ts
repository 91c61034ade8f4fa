import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, serviceReports, subscriptions, transactions, users } from "../../db/schema.ts";
import { likePrefix } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";

const DAY = 86_400_000;

function monthStart(date: Date, offset = 0) {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/** The admin dashboard's totals and its 30-day series of sign-ups and revenue. */
export async function adminInformation(db: Db, now = Date.now()) {
  const today = new Date(now);
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const from = Math.floor(now / DAY) * DAY - 29 * DAY;
  const day = (col: SQL) => sql<string>`strftime('%Y-%m-%d', ${col} / 1000, 'unixepoch')`;
  const revenueBetween = (start: number, end: number) =>
    db
      .select({ currency: transactions.currency, amount: sql<number>`sum(${transactions.amount})` })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, "completed"),
          gte(transactions.completedAt, start),
          lt(transactions.completedAt, end),
        ),
      )
      .groupBy(transactions.currency);
  const [byStatus, activeSubs, pending, openReports, thisRevenue, lastRevenue, signups, revenueDays] = await db.batch([
    db.select({ status: users.status, n: count() }).from(users).groupBy(users.status),
    db.select({ n: count() }).from(subscriptions).where(gte(subscriptions.endAt, now)),
    db.select({ n: count() }).from(transactions).where(eq(transactions.status, "pending")),
    db.select({ n: count() }).from(serviceReports).where(eq(serviceReports.status, "open")),
    revenueBetween(thisMonth, monthStart(today, 1)),
    revenueBetween(lastMonth, thisMonth),
    db
      .select({ d: day(sql`${users.createdAt}`), n: count() })
      .from(users)
      .where(gte(users.createdAt, from))
      .groupBy(day(sql`${users.createdAt}`)),
    db
      .select({
        d: day(sql`${transactions.completedAt}`),
        currency: transactions.currency,
        amount: sql<number>`sum(${transactions.amount})`,
      })
      .from(transactions)
      .where(and(eq(transactions.status, "completed"), gte(transactions.completedAt, from)))
      .groupBy(day(sql`${transactions.completedAt}`), transactions.currency),
  ]);
  const toMap = (rows: { currency: string; amount: number }[]) =>
    Object.fromEntries(rows.map((r) => [r.currency, Number(r.amount)]));
  const series = [];
  for (let t = from; t <= now; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    series.push({
      date,
      signups: signups.find((r) => r.d === date)?.n ?? 0,
      revenue: Object.fromEntries(revenueDays.filter((r) => r.d === date).map((r) => [r.currency, Number(r.amount)])),
    });
  }
  return {
    usersByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    totalUsers: byStatus.reduce((s, r) => s + r.n, 0),
    activeSubscriptions: activeSubs[0]?.n ?? 0,
    pendingTransactions: pending[0]?.n ?? 0,
    openReports: openReports[0]?.n ?? 0,
    revenueThisMonth: toMap(thisRevenue),
    revenueLastMonth: toMap(lastRevenue),
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
