import {
  REFERRAL_FRIEND_DISCOUNT_PERCENT,
  REFERRAL_MILESTONE_BONUS_DAYS_DEFAULT,
  REFERRAL_MILESTONE_EVERY,
  REFERRAL_REWARD_DAYS,
} from "@app/shared/constants";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referrals, transactions } from "../../db/schema.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import { grantStatements } from "../subscriptions/subscriptions.service.ts";

/**
 * The referral that brought a user, whatever its state (a user is referred at most once: unique
 * `referred_id`), and whether the user has completed a purchase.
 */
export async function referralPurchaseState(db: Db, userId: string) {
  const [referral, completed] = await db.batch([
    db.select().from(referrals).where(eq(referrals.referredId, userId)),
    db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.status, "completed"))),
  ]);
  return { referral: referral[0] ?? null, purchased: (completed[0]?.n ?? 0) > 0 };
}

/** The friend discount applies: a pending, unflagged referral and no completed purchase yet. */
export function discountedReferral({ referral, purchased }: Awaited<ReturnType<typeof referralPurchaseState>>) {
  return referral && referral.status === "pending" && referral.flagReason === null && !purchased ? referral : null;
}

/** The pending, unflagged referral of a user who has not completed a purchase yet, if any. */
export async function firstPurchaseReferral(db: Db, userId: string) {
  return discountedReferral(await referralPurchaseState(db, userId));
}

/** The friend's discount on a first purchase, in the currency's minor unit (rounded down). */
export function friendDiscount(price: number): number {
  return Math.floor((price * REFERRAL_FRIEND_DISCOUNT_PERCENT) / 100);
}

/** Milestone bonus (every 5th successful referral): REFERRAL_MILESTONE_DAYS, default 7. */
export function milestoneDays(env: { REFERRAL_MILESTONE_DAYS?: string | undefined }): number {
  const days = Number(env.REFERRAL_MILESTONE_DAYS);
  return Number.isInteger(days) && days > 0 ? days : REFERRAL_MILESTONE_BONUS_DAYS_DEFAULT;
}

/**
 * Statements for the completion batch of a referred user's first purchase: the referrer gets
 * +3 days, then the referral turns successful. Guarded on the referral still being pending, so a
 * replay or a second purchase grants nothing, and the ledger's unique key holds it to once.
 */
export function referralRewardStatements(
  db: Db,
  referral: { id: string; referrerId: string },
  bonusDays: number,
  now = Date.now(),
) {
  const stillPending = sql`EXISTS (SELECT 1 FROM referrals WHERE id = ${referral.id} AND status = 'pending' AND flag_reason IS NULL)`;
  return [
    ...grantStatements(
      db,
      referral.referrerId,
      "referral",
      referral.id,
      { kind: "bonus", days: REFERRAL_REWARD_DAYS },
      now,
      stillPending,
    ),
    rawStatement(
      db,
      sql`INSERT INTO referral_rewards (id, referrer_id, referral_id, kind, days, created_at)
          SELECT ${crypto.randomUUID()}, ${referral.referrerId}, ${referral.id}, 'referral', ${REFERRAL_REWARD_DAYS}, ${now}
          WHERE ${stillPending}`,
    ),
    rawStatement(
      db,
      sql`UPDATE referrals SET status = 'successful', converted_at = ${now}
          WHERE id = ${referral.id} AND status = 'pending' AND flag_reason IS NULL`,
    ),
    ...milestoneStatements(db, referral, bonusDays, now),
  ];
}

/**
 * The milestone bonus when this conversion (just made successful at `now`) is the referrer's
 * 5th, 10th, … successful referral. Evaluated inside the batch, after the status update.
 */
function milestoneStatements(db: Db, referral: { id: string; referrerId: string }, days: number, now: number) {
  const reached = sql`EXISTS (SELECT 1 FROM referrals WHERE id = ${referral.id} AND status = 'successful' AND converted_at = ${now})
    AND (SELECT count(*) FROM referrals WHERE referrer_id = ${referral.referrerId} AND status = 'successful') % ${REFERRAL_MILESTONE_EVERY} = 0`;
  return [
    ...grantStatements(db, referral.referrerId, "milestone", referral.id, { kind: "bonus", days }, now, reached),
    rawStatement(
      db,
      sql`INSERT INTO referral_rewards (id, referrer_id, referral_id, kind, days, created_at)
          SELECT ${crypto.randomUUID()}, ${referral.referrerId}, ${referral.id}, 'milestone', ${days}, ${now} WHERE ${reached}`,
    ),
  ];
}
