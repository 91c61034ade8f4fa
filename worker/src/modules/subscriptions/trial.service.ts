import { TRIAL_MESSAGES } from "@app/shared/messages";
import type { TrialOffer, TrialResult } from "@app/shared/schemas/commerce";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import { currentSubscription, grantStatements } from "./subscriptions.service.ts";

type TrialState = {
  packageId: string | null;
  packageName: string | null;
  days: number | null;
  /** Ever had a subscription (an end date) or a completed payment. */
  subscribed: number;
  /** A claim exists for this user or for this phone number. */
  claimed: number;
};

/**
 * Everything that decides the offer, in one query: the active trial package (partial index on
 * trial_days), and whether this user or phone ever subscribed or claimed (each an indexed lookup).
 */
async function trialState(db: Db, userId: string, phone: string | null): Promise<TrialState> {
  const row = await db.get<TrialState>(sql`
    SELECT p.id AS packageId, p.name AS packageName, p.trial_days AS days,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId} AND s.end_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = ${userId} AND t.status = 'completed') AS subscribed,
      EXISTS (SELECT 1 FROM trial_claims c WHERE c.user_id = ${userId})
        OR EXISTS (SELECT 1 FROM trial_claims c WHERE c.phone = ${phone}) AS claimed
    FROM (SELECT 1) LEFT JOIN packages p ON p.trial_days > 0 AND p.status = 'active'
    LIMIT 1`);
  return row ?? { packageId: null, packageName: null, days: null, subscribed: 0, claimed: 0 };
}

/** Why this user cannot start the trial now, or null when they can. */
function refusal(state: TrialState, phone: string | null): AppError | null {
  if (!state.packageId || !state.days) return new AppError(404, "TRIAL_UNAVAILABLE", TRIAL_MESSAGES.unavailable);
  // A claimed trial is also a subscription: the claim is the reason to give.
  if (state.claimed) return new AppError(409, "TRIAL_ALREADY_USED", TRIAL_MESSAGES.alreadyUsed);
  if (state.subscribed) return new AppError(409, "TRIAL_NOT_ELIGIBLE", TRIAL_MESSAGES.notEligible);
  if (!phone) return new AppError(409, "TRIAL_PHONE_REQUIRED", TRIAL_MESSAGES.phoneRequired);
  return null;
}

/** The free trial this user may start now, or null (no trial package, or not eligible). */
export async function trialOffer(db: Db, user: { id: string; phone: string | null }): Promise<TrialOffer> {
  const state = await trialState(db, user.id, user.phone);
  if (refusal(state, user.phone)) return null;
  return {
    packageUuid: state.packageId as string,
    packageName: state.packageName as string,
    days: state.days as number,
  };
}

/**
 * Starts the free trial: the trial package for its trial days, through the same grant as a
 * voucher with a package (subscription row, ledger row with source "trial", update), and the claim
 * in the same batch. The claim's primary key (user) and unique phone, and the ledger's unique
 * (source, user), make a second claim fail the whole batch: a double click or a second account
 * with the same phone gets TRIAL_ALREADY_USED and changes nothing.
 */
export async function claimTrial(
  db: Db,
  user: { id: string; phone: string | null },
  now = Date.now(),
): Promise<TrialResult> {
  const state = await trialState(db, user.id, user.phone);
  const refused = refusal(state, user.phone);
  if (refused) throw refused;
  const packageId = state.packageId as string;
  const days = state.days as number;
  const [ensureRow, ledger, update] = grantStatements(
    db,
    user.id,
    "trial",
    user.id,
    { kind: "voucher", packageId, days },
    now,
  );
  const claim = rawStatement(
    db,
    sql`INSERT INTO trial_claims (user_id, phone, claimed_at, subscription_id)
        SELECT user_id, ${user.phone}, ${now}, id FROM subscriptions WHERE user_id = ${user.id}`,
  );
  try {
    await db.batch([ensureRow, claim, ledger, update]);
  } catch (error) {
    if (!/UNIQUE constraint failed/i.test(String(error))) throw error;
    throw new AppError(409, "TRIAL_ALREADY_USED", TRIAL_MESSAGES.alreadyUsed);
  }
  const sub = await currentSubscription(db, user.id);
  return { packageUuid: packageId, packageName: state.packageName as string, days, endDate: iso(sub?.endAt) as string };
}
