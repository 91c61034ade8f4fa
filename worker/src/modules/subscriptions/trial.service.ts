import { TRIAL_MESSAGES } from "@app/shared/messages";
import type { TrialBlock, TrialOffer, TrialResult } from "@app/shared/schemas/commerce";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { includesActiveService } from "../../db/on-sale.ts";
import { trialClaims } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import { hmacSha256Hex } from "../../lib/tokens.ts";
import { currentSubscription, grantStatements } from "./subscriptions.service.ts";

/**
 * Trials started from one IP address in a day, at most (issue 26: one mailbox farmed several); the
 * local test server raises it, as every browser there shares 127.0.0.1.
 */
export function trialClaimsPerIp(env: AppEnv): number {
  const n = Number(env.TRIAL_IP_DAILY_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : 3;
}
const DAY_MS = 86_400_000;

/** The claimant as the trial sees them: the keys a second claim would share. */
export type TrialClaimant = {
  id: string;
  phone: string | null;
  emailCanonical: string;
  emailVerifiedAt: number | null;
};

/** Phone numbers and IP addresses are kept as keyed hashes (decision 041): never in clear. */
const keyed = (env: AppEnv, kind: "phone" | "ip", value: string) =>
  hmacSha256Hex(env.JWT_SECRET as string, `trial-${kind}:${value}`);

type TrialState = {
  packageId: string | null;
  packageName: string | null;
  days: number | null;
  /** Ever had a subscription (an end date) or a completed payment. */
  subscribed: number;
  /** Has a subscription running now. */
  active: number;
  /** A claim exists for this user, this phone number or this mailbox. */
  claimed: number;
  /** Claims from the same IP address in the last day. */
  fromIp: number;
};

/**
 * Everything that decides the offer, in one query: the active trial package (partial index on
 * trial_days), and whether this user, phone or mailbox ever subscribed or claimed (each an indexed
 * lookup; `phone` in clear only for claims from before the hashes).
 */
async function trialState(
  db: Db,
  env: AppEnv,
  user: TrialClaimant,
  ip: string | null,
  now: number,
): Promise<TrialState & { phoneHash: string | null; ipHash: string | null }> {
  const phoneHash = user.phone ? await keyed(env, "phone", user.phone) : null;
  const ipHash = ip ? await keyed(env, "ip", ip) : null;
  const row = await db.get<TrialState>(sql`
    SELECT p.id AS packageId, p.name AS packageName, p.trial_days AS days,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${user.id} AND s.end_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = ${user.id} AND t.status = 'completed') AS subscribed,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${user.id} AND s.end_at > ${now}) AS active,
      EXISTS (SELECT 1 FROM trial_claims c WHERE c.user_id = ${user.id})
        OR EXISTS (SELECT 1 FROM trial_claims c WHERE c.phone_hash = ${phoneHash})
        OR EXISTS (SELECT 1 FROM trial_claims c WHERE c.phone = ${user.phone})
        OR EXISTS (SELECT 1 FROM trial_claims c WHERE c.email_canonical = ${user.emailCanonical}) AS claimed,
      (SELECT count(*) FROM trial_claims c WHERE c.ip_hash = ${ipHash} AND c.claimed_at > ${now - DAY_MS}) AS fromIp
    FROM (SELECT 1) LEFT JOIN packages p ON p.trial_days > 0 AND p.status = 'active' AND ${includesActiveService("p.id")}
    LIMIT 1`);
  return {
    ...(row ?? { packageId: null, packageName: null, days: null, subscribed: 0, active: 0, claimed: 0, fromIp: 0 }),
    phoneHash,
    ipHash,
  };
}

/**
 * Why this user cannot start the trial now, or null when they can. `emailVerified` is checked last:
 * an offer is still shown to an account that has only to confirm its address.
 */
function refusal(state: TrialState, user: TrialClaimant, checkVerified = true): AppError | null {
  if (!state.packageId || !state.days) return new AppError(404, "TRIAL_UNAVAILABLE", TRIAL_MESSAGES.unavailable);
  // A claimed trial is also a subscription: the claim is the reason to give.
  if (state.claimed) return new AppError(409, "TRIAL_ALREADY_USED", TRIAL_MESSAGES.alreadyUsed);
  if (state.subscribed) return new AppError(409, "TRIAL_NOT_ELIGIBLE", TRIAL_MESSAGES.notEligible);
  if (!user.phone) return new AppError(409, "TRIAL_PHONE_REQUIRED", TRIAL_MESSAGES.phoneRequired);
  if (checkVerified && !user.emailVerifiedAt)
    return new AppError(409, "TRIAL_EMAIL_UNVERIFIED", TRIAL_MESSAGES.emailUnverified);
  return null;
}

/**
 * The free trial as this user sees it: null when none is offered or a subscription is running
 * (nothing to say then); otherwise the offer, with `blockedBy` saying why this user cannot start it
 * (issue 27: a user who looks for the trial is told why it is not for them). The address check is
 * `emailVerified`, apart: the offer stands for an account that has only to confirm its address.
 */
export async function trialOffer(db: Db, env: AppEnv, user: TrialClaimant, now = Date.now()): Promise<TrialOffer> {
  const state = await trialState(db, env, user, null, now);
  const refused = refusal(state, user, false);
  if (refused?.code === "TRIAL_UNAVAILABLE" || state.active) return null;
  return {
    packageUuid: state.packageId as string,
    packageName: state.packageName as string,
    days: state.days as number,
    emailVerified: !!user.emailVerifiedAt,
    blockedBy: (refused?.code ?? null) as TrialBlock | null,
  };
}

/**
 * Starts the free trial: the trial package for its trial days, through the same grant as a
 * voucher with a package (subscription row, ledger row with source "trial", update), and the claim
 * in the same batch. The claim's primary key (user), unique phone hash and unique canonical email,
 * and the ledger's unique (source, user), make a second claim fail the whole batch: a double click,
 * a second account with the same phone or the same mailbox (`a.b+1@gmail.com`) gets
 * TRIAL_ALREADY_USED and changes nothing.
 */
export async function claimTrial(
  db: Db,
  env: AppEnv,
  user: TrialClaimant,
  ip: string | null,
  now = Date.now(),
): Promise<TrialResult> {
  const state = await trialState(db, env, user, ip, now);
  const refused = refusal(state, user);
  if (refused) throw refused;
  if (state.fromIp >= trialClaimsPerIp(env))
    throw new AppError(429, "TRIAL_IP_LIMIT", TRIAL_MESSAGES.ipLimit, undefined, { "Retry-After": "86400" });
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
    sql`INSERT INTO trial_claims (user_id, phone_hash, email_canonical, ip_hash, claimed_at, subscription_id)
        SELECT user_id, ${state.phoneHash}, ${user.emailCanonical}, ${state.ipHash}, ${now}, id
        FROM subscriptions WHERE user_id = ${user.id}`,
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

/** Cron: claims from before the keyed hashes get theirs, and lose the number in clear (a few hundred a run). */
export async function hashLegacyTrialPhones(db: Db, env: AppEnv, limit = 200) {
  const rows = await db
    .select({ userId: trialClaims.userId, phone: trialClaims.phone })
    .from(trialClaims)
    .where(and(isNotNull(trialClaims.phone), isNull(trialClaims.phoneHash)))
    .limit(limit);
  // Hashes first: a query builder is a thenable, so it must not be returned from an async map.
  const hashes = await Promise.all(rows.map((r) => keyed(env, "phone", r.phone as string)));
  const updates = rows.map((r, i) =>
    db
      .update(trialClaims)
      .set({ phoneHash: hashes[i] as string, phone: null })
      .where(eq(trialClaims.userId, r.userId)),
  );
  const [first, ...rest] = updates;
  if (!first) return 0;
  await db.batch([first, ...rest]);
  return rows.length;
}
