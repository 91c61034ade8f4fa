import {
  REFERRAL_CHART_WEEKS,
  REFERRAL_FRIEND_DISCOUNT_PERCENT,
  REFERRAL_LINK_PATH,
  REFERRAL_MILESTONE_EVERY,
  REFERRAL_REWARD_DAYS,
} from "@app/shared/constants";
import { REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { referralTierOf } from "@app/shared/referral-tiers";
import type {
  ReferralCheckoutStats,
  ReferralHistoryItem,
  ReferralHistoryQuery,
  ReferralStats,
  ReferralWeek,
} from "@app/shared/schemas/referrals";
import { isDisposableEmailDomain } from "disposable-email-domains-js";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referrals, referrerWindows, transactions, users } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError } from "../../lib/field-errors.ts";
import type { PageMeta } from "../../lib/paginate.ts";
import { discountedReferral, referralPurchaseState } from "./referral-rewards.ts";

const DAY = 86_400_000;
export const MAX_REFERRED_SIGNUPS_PER_IP_PER_DAY = 3;

export const referralLink = (origin: string, code: string) =>
  `${origin}${REFERRAL_LINK_PATH}${encodeURIComponent(code)}`;

/** "Budi Santoso" → "Bu*** S***": enough for the referrer to recognise a friend, no more. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((part, i) => (i === 0 ? `${part.slice(0, 2)}***` : `${part.slice(0, 1)}***`))
    .join(" ");
}

export async function findReferrer(db: Db, code: string) {
  const normalized = code.trim().toUpperCase();
  if (!normalized) return null;
  return (await db.query.users.findFirst({ where: eq(users.referralCode, normalized) })) ?? null;
}

/**
 * Fraud rules that send a referral to admin review instead of an automatic reward: a disposable
 * email domain, or more than 3 referred sign-ins from one IP within a day.
 */
export async function fraudFlag(db: Db, email: string, ip: string | null, now = Date.now()): Promise<string | null> {
  const domain = email.split("@")[1] ?? "";
  if (isDisposableEmailDomain(domain)) return "disposable_email";
  if (ip) {
    const [row] = await db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.ip, ip), gte(referrals.createdAt, now - DAY)));
    if ((row?.n ?? 0) >= MAX_REFERRED_SIGNUPS_PER_IP_PER_DAY) return "ip_limit";
  }
  return null;
}

export type Attribution = { referrerId: string; code: string; flagReason: string | null };

/**
 * Checks a code for a new or existing user: unknown → "Invalid referral code", own code (emails
 * compared canonically: case, Gmail dots and plus-tags) → refused; both as a 400 VALIDATION_ERROR
 * on the `referralCode` field, so that forms show it there. Returns what to insert.
 */
export async function prepareAttribution(
  db: Db,
  code: string,
  referred: { email: string; emailCanonical: string },
  ip: string | null,
): Promise<Attribution> {
  const referrer = await findReferrer(db, code);
  if (!referrer) throw fieldError("referralCode", REFERRAL_MESSAGES.invalidCode, { code: "INVALID_REFERRAL" });
  if (referrer.emailCanonical === referred.emailCanonical) {
    throw fieldError("referralCode", REFERRAL_ERRORS.selfReferral, { code: "REFERRAL_SELF_REFERRAL" });
  }
  return { referrerId: referrer.id, code: referrer.referralCode, flagReason: await fraudFlag(db, referred.email, ip) };
}

export function attributionInsert(
  db: Db,
  attribution: Attribution,
  referredId: string,
  ip: string | null,
  now = Date.now(),
) {
  return db.insert(referrals).values({
    referrerId: attribution.referrerId,
    referredId,
    code: attribution.code,
    flagReason: attribution.flagReason,
    ip,
    createdAt: now,
  });
}

/** Attribution after registration: only before the first purchase, and only once. */
export async function applyReferralCode(
  db: Db,
  user: { id: string; email: string; emailCanonical: string },
  code: string,
  ip: string | null,
) {
  const [existing, purchases] = await db.batch([
    db.select({ id: referrals.id }).from(referrals).where(eq(referrals.referredId, user.id)),
    db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.status, "completed"))),
  ]);
  if (existing.length > 0) throw new AppError(409, "ALREADY_REFERRED", REFERRAL_ERRORS.alreadyReferred);
  if ((purchases[0]?.n ?? 0) > 0) throw new AppError(422, "REFERRAL_AFTER_PURCHASE", REFERRAL_ERRORS.afterPurchase);
  const attribution = await prepareAttribution(db, code, user, ip);
  try {
    await attributionInsert(db, attribution, user.id, ip);
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: referrals.referred_id")) {
      throw new AppError(409, "ALREADY_REFERRED", REFERRAL_ERRORS.alreadyReferred);
    }
    throw error;
  }
  return { applied: true, flagged: !!attribution.flagReason };
}

export async function validateCode(db: Db, code: string) {
  const referrer = await findReferrer(db, code);
  if (!referrer) throw new AppError(404, "INVALID_REFERRAL", REFERRAL_MESSAGES.invalidCode);
  return {
    valid: true,
    referralCode: referrer.referralCode,
    referrerName: maskName(referrer.name),
    discountPercent: REFERRAL_FRIEND_DISCOUNT_PERCENT,
  };
}

const WEEK = 7 * DAY;

/** Monday 00:00 UTC of the week `at` falls in (1 January 1970 was a Thursday). */
export function weekStart(at: number): number {
  const day = Math.floor(at / DAY);
  return (day - ((day + 3) % 7)) * DAY;
}

/**
 * The caller's invitations since `from` (a Monday): their creation time and status only, read
 * from referrals_referrer_idx (referrer_id, created_at, status) alone. They are counted per week
 * here rather than grouped in SQL, which would read each row a second time from a sorter.
 */
export function weeklyReferralsQuery(db: Db, userId: string, from: number) {
  return db
    .select({ createdAt: referrals.createdAt, status: referrals.status })
    .from(referrals)
    .where(and(eq(referrals.referrerId, userId), gte(referrals.createdAt, from)));
}

/** REFERRAL_CHART_WEEKS weeks ending with the current one, oldest first, zeros where none. */
function weeklySeries(rows: { createdAt: number; status: string }[], from: number): ReferralWeek[] {
  const weeks = Array.from({ length: REFERRAL_CHART_WEEKS }, (_, index) => ({
    weekStart: new Date(from + index * WEEK).toISOString().slice(0, 10),
    signups: 0,
    rewarded: 0,
  }));
  for (const row of rows) {
    const week = weeks[Math.floor((row.createdAt - from) / WEEK)];
    if (!week) continue;
    week.signups += 1;
    if (row.status === "successful") week.rewarded += 1;
  }
  return weeks;
}

export async function referralStats(
  db: Db,
  userId: string,
  bonusDays: number,
  now = Date.now(),
): Promise<ReferralStats> {
  const from = weekStart(now) - (REFERRAL_CHART_WEEKS - 1) * WEEK;
  const [totals, weekly] = await db.batch([referrerTotalsQuery(db, userId), weeklyReferralsQuery(db, userId, from)]);
  const { total, successful, pending, failed, rewardDays } = referrerTotals(totals[0]);
  const nextAt = (Math.floor(successful / REFERRAL_MILESTONE_EVERY) + 1) * REFERRAL_MILESTONE_EVERY;
  return {
    totalReferrals: total,
    successfulReferrals: successful,
    pendingReferrals: pending,
    failedReferrals: failed,
    extensionDaysEarned: rewardDays,
    conversionRate: total ? Math.round((successful / total) * 1000) / 10 : 0,
    tier: referralTierOf(successful),
    nextMilestone: { at: nextAt, remaining: nextAt - successful, bonusDays },
    weekly: weeklySeries(weekly, from),
  };
}

/** A referrer's all-time totals: one row of the kept windows (decision 060). */
function referrerTotalsQuery(db: Db, userId: string) {
  return db
    .select()
    .from(referrerWindows)
    .where(and(eq(referrerWindows.windowDays, 0), eq(referrerWindows.referrerId, userId)));
}

/** A referrer's referrals by status, and the reward days earned, from their kept row (none: zeros). */
function referrerTotals(row: typeof referrerWindows.$inferSelect | undefined) {
  const total = row?.total ?? 0;
  const successful = row?.successful ?? 0;
  const pending = row?.pending ?? 0;
  return { total, successful, pending, failed: total - successful - pending, rewardDays: row?.rewardDays ?? 0 };
}

/**
 * One page of the caller's invitations, newest first, optionally of one status. The total comes
 * from the referrer's kept totals, so a busy referrer's page reads its own rows only.
 */
export async function referralHistory(
  db: Db,
  userId: string,
  query: ReferralHistoryQuery,
): Promise<{ items: ReferralHistoryItem[]; meta: PageMeta }> {
  const [totals, rows] = await db.batch([
    referrerTotalsQuery(db, userId),
    db
      .select({
        r: referrals,
        name: users.name,
        reward: sql<number>`coalesce((select sum(days) from referral_rewards rr where rr.referral_id = ${referrals.id}), 0)`,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredId))
      .where(and(eq(referrals.referrerId, userId), query.status ? eq(referrals.status, query.status) : undefined))
      .orderBy(desc(referrals.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const counts = referrerTotals(totals[0]);
  return {
    items: rows.map(({ r, name, reward }) => ({
      uuid: r.id,
      friendName: maskName(name),
      status: r.status,
      createdAt: new Date(r.createdAt).toISOString(),
      convertedAt: iso(r.convertedAt),
      rewardDays: Number(reward),
    })),
    meta: {
      page: query.page,
      limit: query.limit,
      total: counts[query.status ?? "total"],
    },
  };
}

/**
 * Whether the caller's first purchase gets the friend discount, and how much; and whether a code
 * can still be applied (the rules of `applyReferralCode`: never referred, no completed purchase).
 */
export async function checkoutStats(db: Db, userId: string): Promise<ReferralCheckoutStats> {
  const state = await referralPurchaseState(db, userId);
  const referral = discountedReferral(state);
  return {
    eligible: !!referral,
    discountPercent: referral ? REFERRAL_FRIEND_DISCOUNT_PERCENT : 0,
    rewardDaysForReferrer: REFERRAL_REWARD_DAYS,
    canApplyCode: !state.referral && !state.purchased,
    hasPurchased: state.purchased,
  };
}
