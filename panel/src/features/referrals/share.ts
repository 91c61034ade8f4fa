import { REFERRAL_MILESTONE_EVERY, REFERRAL_TIERS } from "@app/shared/constants";

// Percent-encoding (not URLSearchParams' "+" for spaces): some WhatsApp clients show a "+" literally.

/** WhatsApp share (https://wa.me/?text=…): the message with the link at its end. */
export function whatsappShareUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
}

/** Telegram share (https://t.me/share/url?url=…&text=…): Telegram shows the text under the link. */
export function telegramShareUrl(message: string, link: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`;
}

export interface MilestoneProgress {
  /** Successful invitations counted towards the next milestone (0 … every − 1). */
  done: number;
  every: number;
  /** 0–100, for the progress bar. */
  percent: number;
  /** Total successful invitations at which the next bonus comes. */
  at: number;
  remaining: number;
}

/**
 * Progress towards the next milestone bonus (every 5 successful invitations, SPEC §9) from the
 * stats' `nextMilestone`: `remaining` of the current block of `every` are still to go.
 */
export function milestoneProgress(
  nextMilestone: { at: number; remaining: number },
  every: number = REFERRAL_MILESTONE_EVERY,
): MilestoneProgress {
  const remaining = Math.min(every, Math.max(0, Math.round(nextMilestone.remaining)));
  const done = every - remaining;
  return { done, every, percent: Math.round((done / every) * 100), at: nextMilestone.at, remaining };
}

export type ReferralTier = (typeof REFERRAL_TIERS)[number];

/** The reward tiers of SPEC §9 (1–5, 6–15, 15+ invitations), numbered from 1 like the stats' `tier`. */
export const TIERS = REFERRAL_TIERS.map((tier, index) => ({ ...tier, number: index + 1 }));

/** The last invitation count of the tier before an open-ended one: "15+" for the third tier. */
export function openTierThreshold(tier: ReferralTier): number {
  return tier.from - 1;
}
