import { z } from "zod";
import { REFERRAL_STATUSES } from "../constants.ts";
import { REFERRAL_MESSAGES } from "../messages.ts";
import { REFERRAL_ADMIN_FIELDS, REFERRAL_HISTORY_FIELDS } from "../query-fields.ts";
import { calendarDay, timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

/**
 * Trimmed; empty or whitespace-only → "Please enter a referral code"
 * (docs/product.md#forms-and-validation).
 */
export const referralCodeField = z
  .string({ error: REFERRAL_MESSAGES.enterCode })
  .trim()
  .min(1, { error: REFERRAL_MESSAGES.enterCode })
  .max(32);
export const applyReferralBody = z.object({ referralCode: referralCodeField });
export type ApplyReferralBody = z.input<typeof applyReferralBody>;

/**
 * A week of the caller's invitations (GET /referrals/stats `weekly`): `weekStart` is its Monday
 * (UTC); `signups` the friends who signed up with the code that week, `rewarded` how many of those
 * have earned the reward (successful).
 */
export const referralWeek = z.object({
  weekStart: calendarDay,
  signups: z.number().int(),
  rewarded: z.number().int(),
});
export type ReferralWeek = z.infer<typeof referralWeek>;

export const referralStats = z.object({
  totalReferrals: z.number().int(),
  successfulReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  failedReferrals: z.number().int(),
  extensionDaysEarned: z.number().int(),
  conversionRate: z.number(),
  tier: z.number().int(),
  nextMilestone: z.object({ at: z.number().int(), remaining: z.number().int(), bonusDays: z.number().int() }),
  /** The last REFERRAL_CHART_WEEKS weeks, oldest first, the current week last; zeros where none. */
  weekly: z.array(referralWeek),
});
export type ReferralStats = z.infer<typeof referralStats>;

export const referralHistoryItem = z.object({
  uuid: z.uuid(),
  friendName: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: timestamp,
  convertedAt: timestamp.nullable(),
  rewardDays: z.number().int(),
});
export type ReferralHistoryItem = z.infer<typeof referralHistoryItem>;
/** GET /referrals/history: a page of the caller's invitations, newest first, optionally of one status. */
export const referralHistoryQuery = paginationQuery.extend(queryShape(REFERRAL_HISTORY_FIELDS));
export type ReferralHistoryQuery = z.infer<typeof referralHistoryQuery>;

export const reviewDecisionBody = z.object({ reason: z.string().trim().max(500).optional() });
export type ReviewDecisionBody = z.input<typeof reviewDecisionBody>;
/** GET /referrals/admin: one page only (no `page`), 20 rows by default. */
export const referralAdminQuery = z.object(queryShape(REFERRAL_ADMIN_FIELDS));
export type ReferralAdminQuery = z.output<typeof referralAdminQuery>;

export const referralCodeParam = z.object({ code: z.string().trim().min(1).max(32) });

/** GET /referrals/my-code: the caller's code and the shareable link (origin + /register?ref=code). */
export const myReferralCode = z.object({ referralCode: z.string(), link: z.string() });
export type MyReferralCode = z.infer<typeof myReferralCode>;
/** GET /referrals/validate/{code}. */
export const referralValidation = z.object({
  valid: z.boolean(),
  referralCode: z.string(),
  /** Masked, e.g. "Bu*** S***". */
  referrerName: z.string(),
  discountPercent: z.number(),
});
export type ReferralValidation = z.infer<typeof referralValidation>;
/**
 * GET /referrals/checkout-stats: whether the caller's first purchase gets the friend discount;
 * `canApplyCode`: POST /referrals/apply can still succeed (never referred, nothing bought yet);
 * `hasPurchased`: a completed purchase exists, so the friend discount is out of reach.
 */
export const referralCheckoutStats = z.object({
  eligible: z.boolean(),
  discountPercent: z.number(),
  rewardDaysForReferrer: z.number().int(),
  canApplyCode: z.boolean(),
  hasPurchased: z.boolean(),
});
export type ReferralCheckoutStats = z.infer<typeof referralCheckoutStats>;
/** POST /referrals/apply. `flagged`: the sign-up waits for an admin review before any discount. */
export const applyReferralResult = z.object({ applied: z.boolean(), flagged: z.boolean() });
export type ApplyReferralResult = z.infer<typeof applyReferralResult>;

/** GET /admin-referrals/overview. `conversionRate` is a percent with one decimal. */
export const referralOverview = z.object({
  totalReferrals: z.number().int(),
  successfulReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  failedReferrals: z.number().int(),
  awaitingReview: z.number().int(),
  conversionRate: z.number(),
  daysGranted: z.number().int(),
  activeReferrers: z.number().int(),
});
export type ReferralOverview = z.infer<typeof referralOverview>;
/** A row of GET /admin-referrals/top-referrers. */
export const topReferrer = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  total: z.number().int(),
  successful: z.number().int(),
});
export type TopReferrer = z.infer<typeof topReferrer>;
/** A row of GET /admin-referrals/activities and of the review queue; `flagReason` names the fraud rule. */
export const referralActivity = z.object({
  uuid: z.uuid(),
  referrerName: z.string(),
  referredName: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  flagReason: z.string().nullable(),
  reviewNote: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: timestamp,
  convertedAt: timestamp.nullable(),
});
export type ReferralActivity = z.infer<typeof referralActivity>;
/** A day of GET /admin-referrals/analytics (UTC). */
export const referralDay = z.object({
  date: calendarDay,
  signups: z.number().int(),
  conversions: z.number().int(),
  daysGranted: z.number().int(),
});
export type ReferralDay = z.infer<typeof referralDay>;
/** GET /admin-referrals/user/{id}: whom a user referred, and who referred them. */
export const userReferrals = z.object({
  user: z.object({ uuid: z.uuid(), name: z.string(), email: z.string(), referralCode: z.string() }),
  referrals: z.array(
    z.object({
      uuid: z.uuid(),
      status: z.enum(REFERRAL_STATUSES),
      flagReason: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
  referredBy: z.object({ uuid: z.uuid(), referrerId: z.uuid(), status: z.enum(REFERRAL_STATUSES) }).nullable(),
});
export type UserReferrals = z.infer<typeof userReferrals>;
export const approvedResult = z.object({ approved: z.boolean() });
export const rejectedResult = z.object({ rejected: z.boolean() });
