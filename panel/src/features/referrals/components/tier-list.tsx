import { REFERRAL_FRIEND_DISCOUNT_PERCENT, REFERRAL_MILESTONE_EVERY } from "@app/shared/constants";
import type { MessageKey } from "@app/shared/i18n/translate";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type NumberedTier, TIERS, tierRangeText } from "../share.ts";

const TIER_NAMES = [
  "referrals.tier.name.1",
  "referrals.tier.name.2",
  "referrals.tier.name.3",
] as const satisfies readonly MessageKey[];

/** The tier's name ("Bronze", …); tiers are numbered from 1 like the stats' `tier`. */
export function tierNameKey(tier: number): MessageKey {
  return TIER_NAMES[Math.min(TIER_NAMES.length, Math.max(1, tier)) - 1] ?? TIER_NAMES[0];
}

/**
 * The three reward tiers of docs/product.md#referrals (1–5, 6–15, 16+); the caller's is marked.
 * Each says everything it really gives (issue 46): the days per invitation, the milestone bonus
 * (`bonusDays`, from the referral stats, once known), the friend's discount, and a commission only
 * where the tier pays one.
 */
export function TierList({
  currentTier,
  bonusDays,
  tiers = TIERS,
}: {
  currentTier?: number | undefined;
  bonusDays?: number | undefined;
  tiers?: readonly NumberedTier[];
}) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {tiers.map((tier) => {
        const current = tier.number === currentTier;
        return (
          <li
            key={tier.number}
            data-testid="referral-tier"
            data-current={current || undefined}
            aria-current={current ? "true" : undefined}
            className={`flex flex-col gap-1 rounded-xl border bg-white p-5 ${current ? "border-brand-500 ring-2 ring-brand-100" : "border-slate-200"}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t("referrals.tier.label", { tier: number.format(tier.number) })}
              </p>
              {current ? <StatusBadge tone="info">{t("referrals.tier.current")}</StatusBadge> : null}
            </div>
            <p className="text-lg font-semibold text-slate-900">{t(tierNameKey(tier.number))}</p>
            <p className="text-sm text-slate-700">{tierRangeText(tier, t, number)}</p>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700" data-testid="referral-tier-gives">
              <li className="font-medium text-brand-700">
                {t("referrals.tier.reward", { days: number.format(tier.rewardDays) })}
              </li>
              <li>
                {bonusDays === undefined
                  ? t("referrals.tier.milestone", { every: number.format(REFERRAL_MILESTONE_EVERY) })
                  : t("referrals.tier.milestoneDays", {
                      days: number.format(bonusDays),
                      every: number.format(REFERRAL_MILESTONE_EVERY),
                    })}
              </li>
              <li>{t("referrals.tier.friend", { percent: number.format(REFERRAL_FRIEND_DISCOUNT_PERCENT) })}</li>
              {tier.commissionPercent === null ? null : (
                <li className="font-medium text-brand-700" data-testid="referral-tier-commission">
                  {t("referrals.tier.commission", { percent: number.format(tier.commissionPercent) })}
                </li>
              )}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
