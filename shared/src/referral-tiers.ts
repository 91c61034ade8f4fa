import { REFERRAL_TIERS } from "./constants.ts";

/**
 * The reward tiers by successful invitations (docs/product.md#referrals), one source for the
 * Worker's `tier` and the panel's labels: each tier starts where the one before it ends (1–5, 6–15,
 * 16+), so every count belongs to exactly one tier (issue 28: the labels said "6–15" and "15+").
 */
export type ReferralTier = (typeof REFERRAL_TIERS)[number];

/** What a tier asks and gives, numbered from 1 like the referral stats' `tier`. */
export type NumberedReferralTier = {
  number: number;
  from: number;
  to: number | null;
  rewardDays: number;
  commissionPercent: number | null;
};

/** The tiers numbered from 1, like the referral stats' `tier`. */
export const NUMBERED_REFERRAL_TIERS: readonly NumberedReferralTier[] = REFERRAL_TIERS.map((tier, index) => ({
  ...tier,
  number: index + 1,
}));

/** The tier (from 1) of a referrer with `successful` successful invitations; none yet is the first tier. */
export function referralTierOf(successful: number): number {
  let tier = 1;
  for (const { from, number } of NUMBERED_REFERRAL_TIERS) if (successful >= from) tier = number;
  return tier;
}
