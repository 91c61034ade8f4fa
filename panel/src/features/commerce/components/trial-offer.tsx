import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { NEXT_ACTION_RANK, useNextActionTurn } from "../../../components/next-action.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { isStartableTrial, packageQueryOptions, trialOfferQueryOptions, useStartTrialMutation } from "../api.ts";
import { marketingHref } from "../browser.ts";
import { IncludedServices } from "./included-services.tsx";

/**
 * The free-trial offer on the dashboard (decision 041): shown only while the server offers this
 * user a trial; nothing while it loads or when the offer cannot be read, as most users have none.
 * Once started, the offer becomes the confirmation (the refreshed offer is then null). An offer this
 * user cannot take says why, with the way forward (issue 27). It is the dashboard's first next action
 * (issue 46); while the address is unconfirmed, confirming is its first step, with `verifyStep` (the
 * auth feature's resend, composed by the route) in the card.
 */
export function TrialOffer({ verifyStep }: { verifyStep?: ReactNode } = {}) {
  const { t, locale } = useLocale();
  const offer = useQuery(trialOfferQueryOptions());
  const start = useStartTrialMutation();
  // What the trial includes (issue 46): the package's public read, cached like the pricing page's.
  const included = useQuery({ ...packageQueryOptions(offer.data?.packageUuid ?? ""), enabled: !!offer.data });
  // The first next action (issue 46) while a trial this user can start is on offer, and while the
  // offer is still loading, so nothing below flashes in and out. A trial they cannot take is only
  // said, and holds nothing back.
  const startable = offer.isPending || isStartableTrial(offer.data);
  useNextActionTurn("trial", NEXT_ACTION_RANK.trial, startable && !start.data);

  if (start.data) {
    return (
      <p
        role="status"
        data-testid="trial-started"
        className="rounded-xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-sm font-medium text-emerald-900"
      >
        {t("trial.started", {
          package: start.data.packageName,
          date: formatDate(start.data.endDate, locale) ?? "",
        })}
      </p>
    );
  }
  if (!offer.data) return null;
  const { days, packageName, emailVerified, blockedBy } = offer.data;
  if (blockedBy) {
    return (
      <section
        aria-labelledby="trial-offer-heading"
        data-testid="trial-blocked"
        data-code={blockedBy}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="trial-offer-heading" className="text-base font-semibold text-slate-900">
            {t("trial.blocked.title")}
          </h2>
          <p className="text-sm text-slate-700">{t(`error.${blockedBy}`)}</p>
        </div>
        {blockedBy === "TRIAL_PHONE_REQUIRED" ? (
          <Link to="/panel/profile" className={buttonClass("secondary", "md", "shrink-0 self-start sm:self-center")}>
            {t("trial.blocked.addPhone")}
          </Link>
        ) : (
          <a
            href={marketingHref("/pricing")}
            className={buttonClass("secondary", "md", "shrink-0 self-start sm:self-center")}
          >
            {t("trial.blocked.seePackages")}
          </a>
        )}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="trial-offer-heading"
      data-testid="trial-offer"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="trial-offer-heading" className="text-base font-semibold text-slate-900">
          {t("trial.title", { days: new Intl.NumberFormat(locale).format(days), package: packageName })}
        </h2>
        <p className="text-sm text-slate-700">{t("trial.body")}</p>
        {included.data ? <IncludedServices services={included.data.services} /> : null}
        {emailVerified ? null : (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-amber-900" data-testid="trial-verify-first">
              {t("trial.verifyFirst")}
            </p>
            {verifyStep}
          </div>
        )}
        {start.isError ? <FormAlert tone="error">{apiErrorText(start.error, t)}</FormAlert> : null}
      </div>
      <Button
        className="shrink-0 self-start sm:self-center"
        disabled={start.isPending || !emailVerified}
        aria-busy={start.isPending || undefined}
        onClick={() => start.mutate()}
        data-testid="trial-start"
      >
        {start.isPending ? t("trial.starting") : t("trial.start")}
      </Button>
    </section>
  );
}
