import type { ReferralStats } from "@app/shared/schemas/referrals";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { milestoneProgress } from "../share.ts";
import { tierNameKey } from "./tier-list.tsx";

/** Progress to the next milestone bonus (every 5 successful invitations) and the current tier. */
export function MilestoneCard({ stats, loading }: { stats: ReferralStats | undefined; loading: boolean }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const progress = stats ? milestoneProgress(stats.nextMilestone) : null;
  return (
    <section
      aria-labelledby="milestone-heading"
      data-testid="milestone-card"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="milestone-heading" className="text-lg font-semibold">
          {t("referrals.progress.title")}
        </h2>
        {stats ? (
          <span className="text-sm font-medium text-brand-700" data-testid="referral-tier-current">
            {t("referrals.progress.tier", {
              tier: number.format(stats.tier),
              name: t(tierNameKey(stats.tier)),
            })}
          </span>
        ) : null}
      </header>
      {stats && progress ? (
        <>
          <div
            role="progressbar"
            aria-label={t("referrals.progress.label")}
            aria-valuemin={0}
            aria-valuemax={progress.every}
            aria-valuenow={progress.done}
            aria-valuetext={t("referrals.progress.count", {
              done: number.format(progress.done),
              every: number.format(progress.every),
            })}
            data-testid="milestone-progress"
            className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <p className="text-sm font-medium text-slate-800" data-testid="milestone-count">
            {t("referrals.progress.count", {
              done: number.format(progress.done),
              every: number.format(progress.every),
            })}
          </p>
          <p className="text-sm text-slate-600" data-testid="milestone-remaining">
            {t("referrals.progress.remaining", {
              remaining: number.format(progress.remaining),
              at: number.format(progress.at),
              bonus: number.format(stats.nextMilestone.bonusDays),
            })}
          </p>
        </>
      ) : loading ? (
        <Skeleton className="h-12 w-full" />
      ) : null}
    </section>
  );
}
