import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referrals, transactions, users } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { DAY_MS as DAY, dayRange, eachUtcDay, figuresByDay, runningTotals, sumBy } from "../../lib/daily-figures.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { type KeysetCursor, keysetAfter, nextKeyset } from "../../lib/paginate.ts";
import { referralRewardStatements } from "./referral-rewards.ts";
import { leaderboard, windowOfRange } from "./referrer-windows.ts";

export type ReferralRange = {
  from?: Date | undefined;
  to?: Date | undefined;
  status?: "pending" | "successful" | "failed" | undefined;
  limit: number;
};

function rangeWhere(range: ReferralRange): SQL | undefined {
  const c: SQL[] = [];
  if (range.from) c.push(gte(referrals.createdAt, range.from.getTime()));
  if (range.to) c.push(lt(referrals.createdAt, range.to.getTime()));
  if (range.status) c.push(eq(referrals.status, range.status));
  return c.length ? and(...c) : undefined;
}

const referrerName = sql<string>`${users.name}`.as("referrer_name");
const referredName = sql<string>`(select name from users u2 where u2.id = ${referrals.referredId})`.as("referred_name");

/**
 * The programme's totals for a range, from the pre-aggregated figures (decision 045), so the range
 * counts in whole UTC days. The distinct referrers of a range that runs to now are those whose
 * latest referral is in it (a sum over its days); of any other range, counted on the date index.
 */
export async function overview(db: Db, range: ReferralRange, now = Date.now()) {
  const bounded = range.from !== undefined || range.to !== undefined;
  const days = dayRange(range.from?.getTime() ?? 0, range.to?.getTime() ?? now + DAY);
  const untilNow = !range.status && (range.to === undefined || range.to.getTime() > now);
  const [byDay, rewardDays, referrerTotals, sinceDay, inRange] = await db.batch([
    bounded ? figuresByDay(db, "referrals", days) : runningTotals(db, "referrals"),
    runningTotals(db, "referral-days"),
    runningTotals(db, "referrers"),
    figuresByDay(db, "referrer-last-day", { first: untilNow && bounded ? days.first : "9999" }),
    db
      .select({ n: sql<number>`count(distinct ${referrals.referrerId})` })
      .from(referrals)
      // Only for a range that ends in the past or a status filter; `false` keeps this read empty.
      .where(untilNow ? sql`false` : rangeWhere(range)),
  ]);
  // A dimension is the status, followed by " flagged" when a fraud rule sent it to review.
  const rows = byDay.filter((r) => !range.status || r.dim.split(" ")[0] === range.status);
  const byStatus = sumBy(rows, (r) => r.dim.split(" ")[0] ?? r.dim);
  const n = (status: string) => byStatus[status] ?? 0;
  const total = Object.values(byStatus).reduce((s, v) => s + v, 0);
  const activeReferrers = !untilNow
    ? Number(inRange[0]?.n ?? 0)
    : bounded
      ? sinceDay.reduce((s, r) => s + r.count, 0)
      : (referrerTotals[0]?.count ?? 0);
  return {
    totalReferrals: total,
    successfulReferrals: n("successful"),
    pendingReferrals: n("pending"),
    failedReferrals: n("failed"),
    awaitingReview: rows.filter((r) => r.dim === "pending flagged").reduce((s, r) => s + r.count, 0),
    conversionRate: total ? Math.round((n("successful") / total) * 1000) / 10 : 0,
    daysGranted: rewardDays[0]?.amount ?? 0,
    activeReferrers,
  };
}

/**
 * The leaderboard of a range: from the kept windows when the range is one of the page's (decision
 * 060), otherwise counted over the range's referrals, in the same order.
 */
export async function topReferrers(db: Db, range: ReferralRange, now = Date.now()) {
  const window = windowOfRange(range, now);
  if (window !== null) return leaderboard(db, window, range.limit, now);
  const successful = sql<number>`sum(case when ${referrals.status} = 'successful' then 1 else 0 end)`;
  const rows = await db
    .select({
      uuid: users.id,
      name: referrerName,
      email: users.email,
      referralCode: users.referralCode,
      total: count(),
      successful,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(rangeWhere(range))
    .groupBy(users.id)
    .orderBy(desc(successful), desc(count()), desc(users.id))
    .limit(range.limit);
  return rows.map((r) => ({ ...r, successful: Number(r.successful) }));
}

export async function activities(db: Db, range: ReferralRange) {
  const rows = await db
    .select({ r: referrals, referrerName, referredName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(rangeWhere(range))
    .orderBy(desc(referrals.createdAt))
    .limit(range.limit);
  return rows.map(({ r, referrerName: a, referredName: b }) => ({
    uuid: r.id,
    referrerName: a,
    referredName: b,
    status: r.status,
    flagReason: r.flagReason,
    reviewNote: r.reviewNote,
    ip: r.ip,
    createdAt: new Date(r.createdAt).toISOString(),
    convertedAt: iso(r.convertedAt),
  }));
}

/** Daily series: sign-ups through referrals, conversions, and reward days granted (decision 045). */
export async function analytics(db: Db, range: ReferralRange, now = Date.now()) {
  const to = range.to?.getTime() ?? now;
  const from = range.from?.getTime() ?? to - 30 * DAY;
  const days = dayRange(from, to);
  const [signups, conversions, granted] = await db.batch([
    figuresByDay(db, "referrals", days),
    figuresByDay(db, "conversions", days),
    figuresByDay(db, "rewards", days),
  ]);
  const signupsOn = sumBy(signups, (r) => r.day);
  const conversionsOn = sumBy(conversions, (r) => r.day);
  const grantedOn = sumBy(granted, (r) => r.day, "amount");
  return eachUtcDay(from, to).map((date) => ({
    date,
    signups: signupsOn[date] ?? 0,
    conversions: conversionsOn[date] ?? 0,
    daysGranted: grantedOn[date] ?? 0,
  }));
}

const EXPORT_PAGE = 500;

/** One page of the CSV export, by keyset (created_at, id): the whole programme streams in pages. */
export async function exportPage(db: Db, range: ReferralRange, cursor: KeysetCursor | null) {
  const rows = await db
    .select({ r: referrals, referrerName, referredName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(and(rangeWhere(range), keysetAfter(referrals.createdAt, referrals.id, cursor)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(EXPORT_PAGE);
  return {
    rows: rows.map(({ r, referrerName: a, referredName: b }) => [
      r.id,
      a,
      b,
      r.status,
      r.flagReason,
      r.reviewNote,
      new Date(r.createdAt).toISOString(),
      iso(r.convertedAt),
    ]),
    cursor: nextKeyset(
      rows.map(({ r }) => r),
      EXPORT_PAGE,
    ),
  };
}

export async function userReferrals(db: Db, userId: string) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw AppError.notFound("User");
  const [made, referredBy] = await db.batch([
    db.select().from(referrals).where(eq(referrals.referrerId, userId)).orderBy(desc(referrals.createdAt)),
    db.select().from(referrals).where(eq(referrals.referredId, userId)),
  ]);
  return {
    user: { uuid: user.id, name: user.name, email: user.email, referralCode: user.referralCode },
    referrals: made.map((r) => ({
      uuid: r.id,
      status: r.status,
      flagReason: r.flagReason,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    referredBy: referredBy[0]
      ? { uuid: referredBy[0].id, referrerId: referredBy[0].referrerId, status: referredBy[0].status }
      : null,
  };
}

export async function reviewQueue(db: Db) {
  return (await activities(db, { limit: 200, status: "pending" })).filter((a) => a.flagReason);
}

/**
 * Approve a flagged referral: the flag is cleared; if the friend has already completed a purchase,
 * the referrer is rewarded now (same guarded statements as at purchase time).
 */
export async function approveReferral(
  db: Db,
  actor: Actor,
  id: string,
  milestoneBonusDays: number,
  note: string | undefined,
) {
  const referral = await db.query.referrals.findFirst({ where: eq(referrals.id, id) });
  if (!referral) throw AppError.notFound("Referral");
  if (referral.status !== "pending" || !referral.flagReason)
    throw new AppError(422, "REFERRAL_NOT_REVIEWABLE", "Only flagged pending referrals can be reviewed");
  const [purchased] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, referral.referredId), eq(transactions.status, "completed")));
  const now = Date.now();
  await auditedWrite(
    db,
    actor,
    {
      action: "referral.approve",
      entity: "referral",
      entityId: id,
      before: { flagReason: referral.flagReason },
      after: { note },
    },
    [
      db
        .update(referrals)
        .set({ flagReason: null, reviewNote: note ?? null, reviewedBy: actor.id })
        .where(eq(referrals.id, id)),
      ...((purchased?.n ?? 0) > 0 ? referralRewardStatements(db, referral, milestoneBonusDays, now) : []),
    ],
  );
}

export async function rejectReferral(db: Db, actor: Actor, id: string, reason: string | undefined) {
  const referral = await db.query.referrals.findFirst({ where: eq(referrals.id, id) });
  if (!referral) throw AppError.notFound("Referral");
  if (referral.status !== "pending")
    throw new AppError(422, "REFERRAL_NOT_PENDING", "Only pending referrals can be rejected");
  await auditedWrite(
    db,
    actor,
    {
      action: "referral.reject",
      entity: "referral",
      entityId: id,
      before: { status: referral.status },
      after: { status: "failed", reason },
    },
    [
      db
        .update(referrals)
        .set({ status: "failed", reviewNote: reason ?? null, reviewedBy: actor.id })
        .where(eq(referrals.id, id)),
    ],
  );
}
