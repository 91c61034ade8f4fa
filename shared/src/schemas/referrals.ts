import { z } from "zod";
import { REFERRAL_MESSAGES } from "../messages.ts";

/** Trimmed; empty or whitespace-only → "Please enter a referral code" (SPEC §5). */
export const referralCodeField = z
  .string({ error: REFERRAL_MESSAGES.enterCode })
  .trim()
  .min(1, { error: REFERRAL_MESSAGES.enterCode })
  .max(32);
export const applyReferralBody = z.object({ referralCode: referralCodeField });

export const referralStats = z.object({
  totalReferrals: z.number().int(),
  successfulReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  failedReferrals: z.number().int(),
  extensionDaysEarned: z.number().int(),
  conversionRate: z.number(),
  tier: z.number().int(),
  nextMilestone: z.object({ at: z.number().int(), remaining: z.number().int(), bonusDays: z.number().int() }),
});
export type ReferralStats = z.infer<typeof referralStats>;

export const referralHistoryItem = z.object({
  uuid: z.uuid(),
  friendName: z.string(),
  status: z.enum(["pending", "successful", "failed"]),
  createdAt: z.string(),
  convertedAt: z.string().nullable(),
  rewardDays: z.number().int(),
});
export type ReferralHistoryItem = z.infer<typeof referralHistoryItem>;

export const reviewDecisionBody = z.object({ reason: z.string().trim().max(500).optional() });
export const referralAdminQuery = z.object({
  from: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.date().optional()),
  to: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.date().optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["pending", "successful", "failed"]).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
