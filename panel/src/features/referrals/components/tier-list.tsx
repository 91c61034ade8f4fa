import type { MessageKey } from "@app/shared/i18n/translate";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { TIERS, tierRangeText } from "../share.ts";

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
 * The three reward tiers of docs/product.md#referrals (1–5, 6–15, 16+, all +3 days); the caller's
 * is marked.
 */
export function TierList({ currentTier }: { currentTier?: number | undefined }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {TIERS.map((tier) => {
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
            <p className="text-sm font-medium text-brand-700">
              {t("referrals.tier.reward", { days: number.format(tier.rewardDays) })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
