import {
  REFERRAL_FRIEND_DISCOUNT_PERCENT,
  REFERRAL_MILESTONE_EVERY,
  REFERRAL_REWARD_DAYS,
} from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../../components/button.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { referralStatsQueryOptions } from "../api.ts";
import { ApplyReferralCard } from "./apply-referral-card.tsx";
import { TierList } from "./tier-list.tsx";

/**
 * Invitation/affiliate landing page of the panel (docs/product.md#referrals): what the programme
 * gives (+3 days per successful invitation, 10% off for the friend, a milestone bonus every 5), the
 * three reward tiers, how it works, and the box to apply a friend's code.
 */
export function InvitationPage() {
  const { t, locale } = useLocale();
  // Only to highlight the caller's tier; the page works without it.
  const stats = useQuery({ ...referralStatsQueryOptions(), retry: false });
  const number = new Intl.NumberFormat(locale);
  const days = number.format(REFERRAL_REWARD_DAYS);
  const percent = number.format(REFERRAL_FRIEND_DISCOUNT_PERCENT);
  const every = number.format(REFERRAL_MILESTONE_EVERY);

  const benefits = [
    {
      id: "reward",
      title: t("referrals.benefit.reward.title", { days }),
      body: t("referrals.benefit.reward.body", { days }),
    },
    {
      id: "discount",
      title: t("referrals.benefit.discount.title", { percent }),
      body: t("referrals.benefit.discount.body", { percent }),
    },
    {
      id: "milestone",
      title: t("referrals.benefit.milestone.title"),
      body: t("referrals.benefit.milestone.body", { every }),
    },
  ];
  const steps = [
    { id: "share", title: t("referrals.step.share.title"), body: t("referrals.step.share.body") },
    { id: "signup", title: t("referrals.step.signup.title"), body: t("referrals.step.signup.body", { percent }) },
    { id: "reward", title: t("referrals.step.reward.title"), body: t("referrals.step.reward.body", { days }) },
  ];

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        id="affiliate-heading"
        level={1}
        title={t("referrals.title")}
        intro={t("referrals.intro", { days, percent })}
        actions={
          <Link to="/panel/affiliate/dashboard" className={buttonClass()} data-testid="affiliate-open-dashboard">
            {t("referrals.cta.dashboard")}
          </Link>
        }
      />

      <section aria-labelledby="affiliate-benefits-heading" className="flex flex-col gap-3">
        <h2 id="affiliate-benefits-heading" className="sr-only">
          {t("referrals.benefitsTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit.id}
              data-testid={`affiliate-benefit-${benefit.id}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="text-lg font-semibold text-brand-700">{benefit.title}</p>
              <p className="mt-1 text-sm text-slate-600">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="affiliate-tiers-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="affiliate-tiers-heading" className="text-lg font-semibold">
            {t("referrals.tiersTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("referrals.tiersIntro", { days, every })}</p>
        </div>
        <TierList currentTier={stats.data?.tier} bonusDays={stats.data?.nextMilestone.bonusDays} />
      </section>

      <section aria-labelledby="affiliate-steps-heading" className="flex flex-col gap-3">
        <h2 id="affiliate-steps-heading" className="text-lg font-semibold">
          {t("referrals.stepsTitle")}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
              >
                {number.format(index + 1)}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{step.title}</p>
                <p className="mt-1 text-sm text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <ApplyReferralCard />
    </div>
  );
}
