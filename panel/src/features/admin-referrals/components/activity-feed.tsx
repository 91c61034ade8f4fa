import { REFERRAL_STATUSES } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { ReferralStatusBadge } from "../../../components/referral-status-badge.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { activitiesQueryOptions, type ReferralStatus } from "../api.ts";
import { useFlagText } from "./referral-status-badge.tsx";

/** The latest referral events of the period (who invited whom, status, flag), with a status filter. */
export function ActivityFeed({
  days,
  status,
  onStatusChange,
}: {
  days: number;
  status: ReferralStatus | undefined;
  onStatusChange: (status: ReferralStatus | undefined) => void;
}) {
  const { t, locale } = useLocale();
  const filterId = useId();
  const flagText = useFlagText();
  const activities = useQuery(activitiesQueryOptions(days, status));
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="admin-referrals-activity-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="admin-referrals-activity-heading" className="text-lg font-semibold">
          {t("adminReferrals.activity.title")}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
            {t("adminReferrals.activity.filter")}
          </label>
          <select
            id={filterId}
            value={status ?? ""}
            onChange={(event) => {
              const next = REFERRAL_STATUSES.find((s) => s === event.target.value);
              onStatusChange(next);
            }}
            className={`${INPUT_CLASS} w-auto`}
          >
            <option value="">{t("adminReferrals.activity.all")}</option>
            {REFERRAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`referrals.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {activities.isError ? (
        <QueryLoadError query={activities} loadFailed={t("adminReferrals.loadFailed")} />
      ) : activities.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : activities.data.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-500">
          {t("adminReferrals.activity.empty")}
        </p>
      ) : (
        <ol
          data-testid="admin-referrals-activity"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {activities.data.map((activity) => (
            <li key={activity.uuid} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="text-slate-900">
                  {t("adminReferrals.activity.line", {
                    referrer: activity.referrerName,
                    referred: activity.referredName,
                  })}
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={activity.createdAt}>{dateTime.format(new Date(activity.createdAt))}</time>
                  {activity.flagReason ? (
                    <span className="ml-2 text-amber-700">
                      {t("adminReferrals.flagged", { reason: flagText(activity.flagReason) ?? "" })}
                    </span>
                  ) : null}
                </p>
              </div>
              <ReferralStatusBadge status={activity.status} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
