import type { RecipientListQuery } from "@app/shared/schemas/comms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { buttonClass } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type BlastDetail,
  blastDetailQueryOptions,
  blastHistoryQueryOptions,
  RECIPIENT_STATUSES,
  type RecipientDto,
  senderListQueryOptions,
} from "../api.ts";
import { useSourceLabel } from "../hooks/use-source-label.ts";
import { BlastProgress } from "./blast-progress.tsx";
import { RecipientStatusBadge } from "./blast-status-badge.tsx";
import { EmailNav } from "./email-nav.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/$id");

type HistorySearch = ListSearch & Pick<RecipientListQuery, "status" | "search">;

/** One blast: its details, the live progress bar and the per-recipient history. */
export function BlastDetailPage() {
  const { t } = useLocale();
  const { id } = routeApi.useParams();
  const detail = useQuery(blastDetailQueryOptions(id));
  return (
    <PageSection
      headingId="admin-blast-heading"
      title={detail.data?.subject ?? t("adminEmail.detail.title")}
      intro={t("adminEmail.detail.intro")}
      actions={
        <Link to="/panel/admin/email" className={buttonClass("secondary")}>
          {t("adminEmail.detail.back")}
        </Link>
      }
    >
      <EmailNav />
      {detail.isError ? (
        <QueryLoadError query={detail} loadFailed={t("adminEmail.detail.loadFailed")} />
      ) : (
        <>
          <BlastProgress blastId={id} />
          {detail.data ? <BlastFacts blast={detail.data} /> : <Skeleton className="h-24 w-full" />}
          <RecipientHistory blastId={id} />
        </>
      )}
    </PageSection>
  );
}

function BlastFacts({ blast }: { blast: BlastDetail }) {
  const { t, locale } = useLocale();
  const sourceLabel = useSourceLabel();
  // The detail answer has no sender name: it comes from the senders list (a deleted sender has none).
  const senders = useQuery(senderListQueryOptions());
  const senderName = blast.senderName ?? senders.data?.find((s) => s.uuid === blast.senderId)?.name ?? null;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : t("table.noValue"));
  const facts: [string, string][] = [
    [t("adminEmail.detail.sender"), senderName ?? t("table.noValue")],
    [t("adminEmail.detail.source"), sourceLabel(blast)],
    [t("adminEmail.detail.createdAt"), when(blast.createdAt)],
    [t("adminEmail.detail.scheduledAt"), when(blast.scheduledAt)],
    [t("adminEmail.detail.startedAt"), when(blast.startedAt)],
    [t("adminEmail.detail.completedAt"), when(blast.completedAt)],
  ];
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">{t("adminEmail.detail.body")}</summary>
        <section
          aria-label={t("adminEmail.detail.body")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <pre className="font-mono text-xs whitespace-pre-wrap">{blast.body}</pre>
        </section>
      </details>
    </div>
  );
}

function RecipientHistory({ blastId }: { blastId: string }) {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<HistorySearch>(routeApi, {
    filters: [
      { key: "search", column: "email" },
      { key: "status", values: RECIPIENT_STATUSES },
    ],
  });
  const params: RecipientListQuery = { ...search, page, limit };
  // Background refreshes (while sending) keep the rows; only a new page or filter shows skeletons.
  const history = useQuery({ ...blastHistoryQueryOptions(blastId, params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<RecipientDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: "email",
        header: t("adminEmail.column.email"),
        accessor: "email",
        ...textFilter(t("adminEmail.history.searchPlaceholder")),
        className: "font-medium text-slate-900",
      },
      { id: "name", header: t("adminEmail.column.name"), accessor: "name" },
      {
        id: "status",
        header: t("adminEmail.column.status"),
        accessor: "status",
        ...selectFilter(RECIPIENT_STATUSES, (status) => t(`adminEmail.recipientStatus.${status}`)),
        cell: (r) => <RecipientStatusBadge status={r.status} />,
      },
      {
        id: "attempts",
        header: t("adminEmail.column.attempts"),
        accessor: "attempts",
        className: "tabular-nums",
        cell: (r) => number.format(r.attempts),
      },
      { id: "error", header: t("adminEmail.column.error"), accessor: "error", className: "text-xs text-red-700" },
      timestampColumn("sentAt", t("adminEmail.column.sentAt"), dateTime),
    ];
  }, [t, locale]);

  return (
    <QueryTableSection<RecipientDto>
      {...table}
      headingId="blast-history-heading"
      title={t("adminEmail.history.title")}
      query={history}
      loadFailed={t("adminEmail.history.loadFailed")}
      columns={columns}
      getRowId={(r) => r.uuid}
    />
  );
}
