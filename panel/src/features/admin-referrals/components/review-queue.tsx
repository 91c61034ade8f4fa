import { useQuery } from "@tanstack/react-query";
import { useCallback, useId, useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { useReportedAction } from "../../../components/toast.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type ReferralActivity, type ReviewDecision, reviewQueueQueryOptions, useReviewDecision } from "../api.ts";
import { useFlagText } from "./referral-status-badge.tsx";

const REVIEW_REASON_MAX = 500;

/**
 * Sign-ups flagged by the fraud rules (disposable email, more than 3 referred sign-ins from one IP
 * a day). Approve clears the flag (the referrer is rewarded now if the friend already paid); reject
 * marks the referral failed. Both ask for confirmation with an optional reason.
 */
export function ReviewQueue() {
  const { t, locale } = useLocale();
  const report = useReportedAction();
  const reasonId = useId();
  const flagText = useFlagText();
  const queue = useQuery(reviewQueueQueryOptions());
  const decide = useReviewDecision();
  const [pending, setPending] = useState<{ row: ReferralActivity; decision: ReviewDecision } | null>(null);
  const [reason, setReason] = useState("");

  const open = useCallback((row: ReferralActivity, decision: ReviewDecision) => {
    setReason("");
    setPending({ row, decision });
  }, []);

  const columns = useMemo<DataTableColumn<ReferralActivity>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return [
      { id: "referrer", header: t("adminReferrals.review.column.referrer"), accessor: "referrerName" },
      { id: "referred", header: t("adminReferrals.review.column.referred"), accessor: "referredName" },
      {
        id: "flag",
        header: t("adminReferrals.review.column.flag"),
        accessor: "flagReason",
        cell: (row) => <span className="text-amber-800">{flagText(row.flagReason)}</span>,
      },
      { id: "ip", header: t("adminReferrals.review.column.ip"), accessor: "ip", className: "font-mono text-xs" },
      timestampColumn("createdAt", t("adminReferrals.review.column.createdAt"), dateTime),
      {
        id: "decision",
        header: t("adminReferrals.review.column.decision"),
        accessor: "uuid",
        className: "whitespace-nowrap",
        cell: (row) => {
          const label = t("adminReferrals.review.rowLabel", { referrer: row.referrerName, referred: row.referredName });
          return (
            <div className="inline-flex gap-2">
              <button
                type="button"
                onClick={() => open(row, "approve")}
                aria-label={t("adminReferrals.review.approveRow", { label })}
                className="rounded-md border border-green-300 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-50"
              >
                {t("adminReferrals.review.approve")}
              </button>
              <button
                type="button"
                onClick={() => open(row, "reject")}
                aria-label={t("adminReferrals.review.rejectRow", { label })}
                className="rounded-md border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
              >
                {t("adminReferrals.review.reject")}
              </button>
            </div>
          );
        },
      },
    ];
  }, [t, locale, flagText, open]);

  const names = pending ? { referrer: pending.row.referrerName, referred: pending.row.referredName } : null;

  return (
    <QueryTableSection<ReferralActivity>
      headingId="admin-referrals-review-heading"
      title={t("adminReferrals.review.title")}
      intro={t("adminReferrals.review.intro")}
      query={queue}
      loadFailed={t("adminReferrals.loadFailed")}
      testId="admin-referrals-review"
      columns={columns}
      getRowId={(row) => row.uuid}
    >
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.decision === "reject" ? "danger" : "primary"}
        title={
          pending?.decision === "reject"
            ? t("adminReferrals.review.rejectTitle")
            : t("adminReferrals.review.approveTitle")
        }
        description={
          names ? (
            <div className="flex flex-col gap-3">
              <p>
                {pending?.decision === "reject"
                  ? t("adminReferrals.review.rejectBody", names)
                  : t("adminReferrals.review.approveBody", names)}
              </p>
              <div className="flex flex-col gap-1">
                <label htmlFor={reasonId} className="text-sm font-medium text-slate-700">
                  {t("adminReferrals.review.reason")}
                </label>
                <textarea
                  id={reasonId}
                  rows={3}
                  maxLength={REVIEW_REASON_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className={INPUT_CLASS}
                />
              </div>
            </div>
          ) : undefined
        }
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          await report(() => decide.mutateAsync({ uuid: pending.row.uuid, decision: pending.decision, reason }), {
            failed: t("adminReferrals.review.failed"),
            done:
              pending.decision === "reject" ? t("adminReferrals.review.rejected") : t("adminReferrals.review.approved"),
            doneDetail: t("adminReferrals.review.doneBody", {
              referrer: pending.row.referrerName,
              referred: pending.row.referredName,
            }),
          });
          setPending(null);
        }}
      />
    </QueryTableSection>
  );
}
