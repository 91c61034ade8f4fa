import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { ProgressBar } from "../../../components/progress-bar.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { adminEmailKeys, type BlastState, type BlastStatus, blastStatusQueryOptions } from "../api.ts";
import { BlastStatusBadge } from "./blast-status-badge.tsx";
import { CancelBlastButton } from "./cancel-blast-button.tsx";

/** Poll period of a sending blast's progress. */
export const BLAST_POLL_MS = 1000;
/** A scheduled blast is checked now and then, so the page notices when it starts. */
const SCHEDULED_POLL_MS = 15_000;

/** How often to ask for the progress in a given state: every second while sending, never once done. */
export function pollInterval(status: BlastState | undefined): number | false {
  if (status === "sending") return BLAST_POLL_MS;
  if (status === "scheduled") return SCHEDULED_POLL_MS;
  return false;
}

const COUNTS = ["sent", "failed", "skipped", "queued", "canceled"] as const satisfies readonly (keyof BlastStatus)[];

/** Whether a blast in this state can still be canceled. */
function isCancelable(status: BlastState): boolean {
  return status === "sending" || status === "scheduled";
}

/**
 * Live progress of one blast: a progress bar (aria-valuenow = percent processed) polled every second
 * while the blast is sending, the counts by recipient status, and the blast's state. When the
 * numbers move, the recipient list and the blast's details are refreshed; polling stops when the
 * blast is completed (or failed, or canceled). A sending or scheduled blast can be canceled here.
 */
export function BlastProgress({ blastId }: { blastId: string }) {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = useQuery({
    ...blastStatusQueryOptions(blastId),
    refetchInterval: (query) => pollInterval(query.state.data?.status),
    refetchIntervalInBackground: false,
  });
  const data = status.data;
  const done = data ? data.total - data.queued : 0;

  // Refresh what depends on the progress when it moves (not on every identical poll answer).
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const key = `${data.status}:${data.total - data.queued}`;
    if (seen.current !== null && seen.current !== key) {
      void queryClient.invalidateQueries({ queryKey: [...adminEmailKeys.blast(blastId), "history"] });
      if (seen.current.split(":")[0] !== data.status) {
        void queryClient.invalidateQueries({ queryKey: adminEmailKeys.detail(blastId) });
        void queryClient.invalidateQueries({ queryKey: adminEmailKeys.summary() });
      }
    }
    seen.current = key;
  }, [data, blastId, queryClient]);

  if (status.isError && !data) {
    return <QueryLoadError query={status} loadFailed={t("adminEmail.progress.loadFailed")} />;
  }
  if (!data) return <Skeleton className="h-16 w-full" />;

  const number = new Intl.NumberFormat(locale);
  // The canceled count only matters once something was canceled.
  const counts = COUNTS.filter((key) => key !== "canceled" || data.canceled > 0 || data.status === "canceled");
  const percentText = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.percent);
  const valueText = t("adminEmail.progress.value", {
    done: number.format(done),
    total: number.format(data.total),
    percent: percentText,
  });
  return (
    <section
      aria-labelledby="blast-progress-heading"
      data-testid="blast-progress"
      data-status={data.status}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="blast-progress-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold">
          {t("adminEmail.progress.title")}
        </h3>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {data.status === "sending" ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-slate-500">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-green-500" />
              {t("adminEmail.progress.live")}
            </span>
          ) : null}
          <BlastStatusBadge status={data.status} testId="blast-status" />
          {isCancelable(data.status) ? (
            <CancelBlastButton
              blastId={blastId}
              queued={data.queued}
              // The button goes away with the dialog: focus moves to the progress it changed.
              onCanceled={() => requestAnimationFrame(() => headingRef.current?.focus())}
            />
          ) : null}
        </div>
      </div>
      <ProgressBar
        label={t("adminEmail.progress.title")}
        value={data.percent}
        valueText={valueText}
        tone={data.status === "completed" ? (data.failed > 0 ? "danger" : "success") : "brand"}
        testId="blast-progress-bar"
      />
      <p className="text-sm text-slate-700" data-testid="blast-progress-text">
        {valueText}
      </p>
      <dl className={`grid grid-cols-2 gap-2 text-sm ${counts.length > 4 ? "sm:grid-cols-5" : "sm:grid-cols-4"}`}>
        {counts.map((key) => (
          <div key={key} className="rounded-md bg-slate-50 px-3 py-2" data-testid={`blast-count-${key}`}>
            <dt className="text-xs text-slate-500">{t(`adminEmail.recipientStatus.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{number.format(data[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
