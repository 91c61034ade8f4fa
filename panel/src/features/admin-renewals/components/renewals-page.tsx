import { formatPrice } from "@app/shared/cart";
import { ADMIN_RENEWAL_VIEWS } from "@app/shared/constants/commerce";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { formatDate, formatDateTime } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type AdminRenewalRow, adminRenewalsQueryOptions } from "../api.ts";

type View = (typeof ADMIN_RENEWAL_VIEWS)[number];
/** The server answers at most this many rows per list (worker renewal-admin.service.ts). */
const LIST_LIMIT = 100;
const KNOWN_REASONS = new Set(["INSUFFICIENT_BALANCE", "ACCOUNT_ACCESS_BLOCKED", "TOKEN_EXPIRED", "NO_METHOD"]);

/**
 * Admin: Renewals (issue 43). Four lists of cards, so that nothing hides behind a scrolling table at
 * 390 px: the charges of the next 7 days, the renewals retrying and past due, and those recovered
 * in the last 30 days, each with its subscriber and transactions.
 */
export function RenewalsPage() {
  const { t } = useLocale();
  const renewals = useQuery(adminRenewalsQueryOptions());
  return (
    <PageSection headingId="admin-renewals-heading" title={t("adminRenewals.title")} intro={t("adminRenewals.intro")}>
      {renewals.isError ? (
        <QueryLoadError query={renewals} loadFailed={t("adminRenewals.loadFailed")} />
      ) : (
        <div className="flex flex-col gap-8">
          {ADMIN_RENEWAL_VIEWS.map((view) => (
            <RenewalList key={view} view={view} rows={renewals.data?.[view]} />
          ))}
        </div>
      )}
    </PageSection>
  );
}

function RenewalList({ view, rows }: { view: View; rows: AdminRenewalRow[] | undefined }) {
  const { t, locale } = useLocale();
  const headingId = `renewals-${view}`;
  return (
    <section aria-labelledby={headingId} data-testid={`renewals-${view}`} aria-busy={!rows || undefined}>
      <h3 id={headingId} className="mb-3 flex items-baseline gap-2 text-lg font-semibold">
        {t(`adminRenewals.section.${view}`)}
        {rows ? (
          <span className="text-sm font-normal text-slate-600">
            {new Intl.NumberFormat(locale).format(rows.length)}
          </span>
        ) : null}
      </h3>
      {!rows ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t(`adminRenewals.empty.${view}`)}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((row) => (
              <RenewalCard key={`${row.user.uuid}-${row.endDate}`} view={view} row={row} />
            ))}
          </ul>
          {rows.length >= LIST_LIMIT ? (
            <p className="mt-2 text-sm text-slate-600">{t("adminRenewals.more", { count: LIST_LIMIT })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function TransactionLink({ uuid }: { uuid: string }) {
  return (
    <Link
      to="/panel/admin/transactions"
      search={{ search: uuid }}
      className="font-mono text-brand-700 underline underline-offset-2"
    >
      {uuid.slice(0, 8)}
    </Link>
  );
}

function RenewalCard({ view, row }: { view: View; row: AdminRenewalRow }) {
  const { t, locale } = useLocale();
  const reason = row.failureCode
    ? t(
        `email.declineReason.${KNOWN_REASONS.has(row.failureCode) ? row.failureCode : "other"}` as "email.declineReason.other",
      )
    : null;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="renewal-card"
    >
      <div className="min-w-0">
        <Link
          to="/panel/admin/users"
          search={{ search: row.user.email }}
          className="font-semibold text-slate-900 underline-offset-2 hover:underline"
        >
          {row.user.name}
        </Link>
        <p className="truncate text-sm text-slate-600">{row.user.email}</p>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail label={row.packageName}>{formatPrice(row.amount, row.currency, locale)}</Detail>
        <Detail label={t("adminRenewals.endDate")}>{formatDate(row.endDate, locale)}</Detail>
        {row.chargeAt ? (
          <Detail label={t(view === "upcoming" ? "adminRenewals.chargeAt" : "adminRenewals.nextTry")}>
            {formatDateTime(row.chargeAt, locale)}
          </Detail>
        ) : null}
        {row.method ? <Detail label={t("adminRenewals.method")}>{row.method}</Detail> : null}
        {view !== "upcoming" ? <Detail label={t("adminRenewals.tries")}>{row.attempts}</Detail> : null}
        {reason && view !== "recovered" ? <Detail label={t("adminRenewals.declined")}>{reason}</Detail> : null}
        {view === "recovered" && row.updatedAt ? (
          <Detail label={t("adminRenewals.settledAt")}>{formatDateTime(row.updatedAt, locale)}</Detail>
        ) : null}
        {row.transactionUuid ? (
          <Detail label={t("adminRenewals.transaction")}>
            <TransactionLink uuid={row.transactionUuid} />
          </Detail>
        ) : null}
        {row.paidTransactionUuid ? (
          <Detail label={t("adminRenewals.paidWith")}>
            <TransactionLink uuid={row.paidTransactionUuid} />
          </Detail>
        ) : null}
      </dl>
    </li>
  );
}
