import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referralRewards, referrals, transactions, users } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { referralRewardStatements } from "./referral-rewards.ts";

const DAY = 86_400_000;
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

export async function overview(db: Db, range: ReferralRange) {
  const where = rangeWhere(range);
  const [byStatus, flagged, days, referrers] = await db.batch([
    db.select({ status: referrals.status, n: count() }).from(referrals).where(where).groupBy(referrals.status),
    db
      .select({ n: count() })
      .from(referrals)
      .where(and(where, isNotNull(referrals.flagReason), eq(referrals.status, "pending"))),
    db.select({ days: sum(referralRewards.days) }).from(referralRewards),
    db
      .select({ n: sql<number>`count(distinct ${referrals.referrerId})` })
      .from(referrals)
      .where(where),
  ]);
  const n = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  const total = byStatus.reduce((s, r) => s + r.n, 0);
  return {
    totalReferrals: total,
    successfulReferrals: n("successful"),
    pendingReferrals: n("pending"),
    failedReferrals: n("failed"),
    awaitingReview: flagged[0]?.n ?? 0,
    conversionRate: total ? Math.round((n("successful") / total) * 1000) / 10 : 0,
    daysGranted: Number(days[0]?.days ?? 0),
    activeReferrers: Number(referrers[0]?.n ?? 0),
  };
}

export async function topReferrers(db: Db, range: ReferralRange) {
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
    .orderBy(desc(successful), desc(count()))
    .limit(range.limit);
  return rows.map((r) => ({ ...r, successful: Number(r.successful) }));
}

export async function activities(db: Db, range: ReferralRange) {
  const referredName = sql<string>`(select name from users u2 where u2.id = ${referrals.referredId})`;
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

/** Daily series: sign-ups through referrals, conversions, and reward days granted. */
export async function analytics(db: Db, range: ReferralRange, now = Date.now()) {
  const to = range.to?.getTime() ?? now;
  const from = range.from?.getTime() ?? to - 30 * DAY;
  const day = (col: SQL | typeof referrals.createdAt) => sql<string>`strftime('%Y-%m-%d', ${col} / 1000, 'unixepoch')`;
  const [signups, conversions, granted] = await db.batch([
    db
      .select({ d: day(referrals.createdAt), n: count() })
      .from(referrals)
      .where(and(gte(referrals.createdAt, from), lt(referrals.createdAt, to)))
      .groupBy(day(referrals.createdAt)),
    db
      .select({ d: day(sql`${referrals.convertedAt}`), n: count() })
      .from(referrals)
      .where(and(gte(referrals.convertedAt, from), lt(referrals.convertedAt, to)))
      .groupBy(day(sql`${referrals.convertedAt}`)),
    db
      .select({ d: day(sql`${referralRewards.createdAt}`), days: sum(referralRewards.days) })
      .from(referralRewards)
      .where(and(gte(referralRewards.createdAt, from), lt(referralRewards.createdAt, to)))
      .groupBy(day(sql`${referralRewards.createdAt}`)),
  ]);
  const series = [];
  for (let t = Math.floor(from / DAY) * DAY; t < to; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    series.push({
      date,
      signups: signups.find((r) => r.d === date)?.n ?? 0,
      conversions: conversions.find((r) => r.d === date)?.n ?? 0,
      daysGranted: Number(granted.find((r) => r.d === date)?.days ?? 0),
    });
  }
  return series;
}

export async function exportRows(db: Db, range: ReferralRange) {
  return (await activities(db, { ...range, limit: 100_000 })).map((a) => [
    a.uuid,
    a.referrerName,
    a.referredName,
    a.status,
    a.flagReason,
    a.reviewNote,
    a.createdAt,
    a.convertedAt,
  ]);
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
