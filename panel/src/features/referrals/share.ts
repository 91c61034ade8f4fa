import { REFERRAL_MILESTONE_EVERY } from "@app/shared/constants";
import { NUMBERED_REFERRAL_TIERS } from "@app/shared/referral-tiers";
import type { Translate } from "../../lib/locale.tsx";

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
 * Progress towards the next milestone bonus (every 5 successful invitations,
 * docs/product.md#referrals) from the stats' `nextMilestone`: `remaining` of the current block of
 * `every` are still to go.
 */
export function milestoneProgress(
  nextMilestone: { at: number; remaining: number },
  every: number = REFERRAL_MILESTONE_EVERY,
): MilestoneProgress {
  const remaining = Math.min(every, Math.max(0, Math.round(nextMilestone.remaining)));
  const done = every - remaining;
  return { done, every, percent: Math.round((done / every) * 100), at: nextMilestone.at, remaining };
}

/**
 * The reward tiers of docs/product.md#referrals, numbered from 1 like the stats' `tier` (shared
 * with the Worker).
 */
export const TIERS = NUMBERED_REFERRAL_TIERS;
export type NumberedTier = (typeof TIERS)[number];

/**
 * The invitation counts of a tier, exactly those the Worker places in it: "1–5 invitations",
 * "6–15 invitations", "16+ invitations" (issue 28: the last one said "15+", overlapping the second).
 */
export function tierRangeText(tier: NumberedTier, t: Translate, number: Intl.NumberFormat): string {
  return tier.to === null
    ? t("referrals.tier.rangeOpen", { count: number.format(tier.from) })
    : t("referrals.tier.range", { from: number.format(tier.from), to: number.format(tier.to) });
}
