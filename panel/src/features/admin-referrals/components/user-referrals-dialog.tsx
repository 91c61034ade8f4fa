import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { ReferralStatusBadge } from "../../../components/referral-status-badge.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { userReferralsQueryOptions } from "../api.ts";
import { useFlagText } from "./referral-status-badge.tsx";

/** GET /admin-referrals/user/{id}: one referrer's code, invitations and own referrer. */
export function UserReferralsDialog({
  referrer,
  onClose,
}: {
  referrer: { uuid: string; name: string } | null;
  onClose: () => void;
}) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const flagText = useFlagText();
  const details = useQuery({ ...userReferralsQueryOptions(referrer?.uuid ?? ""), enabled: referrer !== null });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  return (
    <Dialog open={referrer !== null} onClose={onClose} labelledBy={titleId} className="max-w-lg">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("adminReferrals.user.title", { name: referrer?.name ?? "" })}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-sm" data-testid="admin-referrals-user">
        {details.isError ? (
          <QueryLoadError query={details} loadFailed={t("adminReferrals.loadFailed")} />
        ) : details.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <p className="text-slate-600">
              {t("adminReferrals.user.summary", {
                email: details.data.user.email,
                code: details.data.user.referralCode,
              })}
            </p>
            <p className="text-slate-600">
              {details.data.referredBy ? t("adminReferrals.user.referredBy") : t("adminReferrals.user.notReferred")}
            </p>
            {details.data.referrals.length === 0 ? (
              <p className="text-slate-500">{t("adminReferrals.user.empty")}</p>
            ) : (
              <ul
                aria-labelledby={titleId}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {details.data.referrals.map((referral) => (
                  <li key={referral.uuid} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <time dateTime={referral.createdAt} className="text-slate-700">
                      {date.format(new Date(referral.createdAt))}
                    </time>
                    <span className="flex items-center gap-2">
                      {referral.flagReason ? (
                        <span className="text-xs text-amber-700">{flagText(referral.flagReason)}</span>
                      ) : null}
                      <ReferralStatusBadge status={referral.status} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <Button onClick={onClose} variant="secondary">
          {t("adminReferrals.user.close")}
        </Button>
      </div>
    </Dialog>
  );
}
