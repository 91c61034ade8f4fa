import { formatPrice } from "@app/shared/cart";
import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import type { ReceiptDto } from "@app/shared/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { SkeletonCard } from "../../../components/skeleton.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type Translate, useLocale } from "../../../lib/locale.tsx";
import { receiptQueryOptions, useDownloadReceiptMutation } from "../api.ts";
import { richText } from "../rich-text.tsx";

const routeApi = getRouteApi("/_auth/panel/transactions_/$uuid/receipt");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * On paper only the receipt: the panel's navigation, the actions and the support launcher are
 * hidden without the shell having to know about this page.
 */
const PRINT_CSS = `@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; top: 0; left: 0; width: 100%; }
}`;

/**
 * A completed transaction's receipt (issue 27): the seller, the buyer, the package with the days it
 * added, how it was paid, the amounts with the included tax; printable (Print) and as a PDF in the
 * page's language. Any other transaction, or someone else's, has no receipt.
 */
export function ReceiptPage() {
  const { t, locale } = useLocale();
  const { uuid } = routeApi.useParams();
  const valid = UUID.test(uuid);
  const receipt = useQuery({ ...receiptQueryOptions(uuid), enabled: valid });
  const download = useDownloadReceiptMutation();
  usePageTitle(t("receipt.title"));
  // A uuid the API refuses (400) has no receipt either.
  const missing = !valid || (receipt.error instanceof ApiError && [400, 404].includes(receipt.error.status));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <Link
        to="/panel/transactions"
        className="self-start text-sm font-medium text-brand-700 hover:underline print:hidden"
        data-testid="receipt-back"
      >
        ← {t("receipt.back")}
      </Link>
      {receipt.data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden" data-testid="receipt-actions">
            <p className="text-sm text-slate-600">{t("receipt.intro")}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="md" onClick={() => window.print()} data-testid="receipt-print">
                {t("receipt.print")}
              </Button>
              <Button
                size="md"
                onClick={() => download.mutate({ uuid, locale })}
                disabled={download.isPending}
                aria-busy={download.isPending || undefined}
                data-testid="receipt-download"
              >
                {download.isPending ? t("receipt.downloading") : t("receipt.downloadPdf")}
              </Button>
            </div>
          </div>
          {download.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t("receipt.downloadFailed", { reason: apiErrorText(download.error, t) })}
            </p>
          ) : null}
          <Receipt receipt={receipt.data} />
        </>
      ) : missing ? (
        <section
          data-testid="receipt-missing"
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5"
          aria-labelledby="receipt-heading"
        >
          <h1 id="receipt-heading" className="text-2xl font-semibold">
            {t("receipt.title")}
          </h1>
          <p className="text-slate-700">{t("receipt.notFound")}</p>
          <Link to="/panel/transactions" className={buttonClass("secondary", "md", "self-start")}>
            {t("receipt.back")}
          </Link>
        </section>
      ) : receipt.isError ? (
        <>
          <h1 id="receipt-heading" className="text-2xl font-semibold">
            {t("receipt.title")}
          </h1>
          <LoadError message={t("receipt.loadFailed")} onRetry={() => void receipt.refetch()} />
        </>
      ) : (
        <SkeletonCard label={t("receipt.title")} />
      )}
    </div>
  );
}

const dayFormat = (locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long" });

function daysText(t: Translate, locale: Locale, days: number): string {
  return t(`receipt.days.${pluralForm(locale, days)}`, { days: new Intl.NumberFormat(locale).format(days) });
}

function Receipt({ receipt }: { receipt: ReceiptDto }) {
  const { t, locale } = useLocale();
  const money = (amount: number) => formatPrice(amount, receipt.currency, locale);
  const { merchant } = receipt;
  const days = daysText(t, locale, receipt.days);
  const paidAt = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(
    new Date(receipt.paidAt),
  );
  const period = receipt.period
    ? t("receipt.period", {
        start: dayFormat(locale).format(new Date(receipt.period.start)),
        end: dayFormat(locale).format(new Date(receipt.period.end)),
        days,
      })
    : t("receipt.periodDaysOnly", { days });

  return (
    <article
      data-receipt
      data-testid="receipt"
      aria-labelledby="receipt-heading"
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-900 md:p-8 print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5" data-testid="receipt-merchant">
          <p className="text-lg font-semibold">{merchant.name}</p>
          {merchant.address ? <p className="text-slate-600">{merchant.address}</p> : null}
          <p className="break-words text-slate-600">
            {richText(t, "receipt.contact", {
              email: (
                <a href={`mailto:${merchant.email}`} className="text-brand-700 hover:underline">
                  {merchant.email}
                </a>
              ),
            })}
          </p>
          {merchant.taxId ? <p className="text-slate-600">{t("receipt.taxId", { taxId: merchant.taxId })}</p> : null}
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end">
          <h1 id="receipt-heading" data-testid="receipt-heading" className="text-2xl font-bold">
            {t("receipt.title")}
          </h1>
          <StatusBadge tone="success">{t("receipt.paid")}</StatusBadge>
        </div>
      </header>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 border-slate-200 border-y py-4 sm:grid-cols-[11rem_1fr]">
        <Field label={t("receipt.transactionId")}>
          <span className="font-mono font-semibold break-all" data-testid="receipt-transaction-id">
            {receipt.uuid}
          </span>
        </Field>
        <Field label={t("receipt.datePaid")}>
          <time dateTime={receipt.paidAt} data-testid="receipt-paid-at">
            {paidAt}
          </time>
        </Field>
        <Field label={t("receipt.method")}>
          <span data-testid="receipt-method">{t(`receipt.method.${receipt.provider}`)}</span>
        </Field>
      </dl>

      <section aria-labelledby="receipt-billed-to" data-testid="receipt-customer">
        <h2 id="receipt-billed-to" className="text-slate-600">
          {t("receipt.billedTo")}
        </h2>
        <p className="font-semibold break-words">{receipt.customer.name}</p>
        <p className="break-all">{receipt.customer.email}</p>
      </section>

      <table className="w-full border-collapse">
        <thead>
          <tr className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <th scope="col" className="px-2 py-2 text-left">
              {t("receipt.description")}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t("receipt.amountColumn")}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:last-child>td]:pb-3">
          <tr className="align-top">
            <td className="px-2 pt-3">
              <p className="font-semibold" data-testid="receipt-package">
                {t("receipt.package", { name: receipt.packageName })}
              </p>
              <p className="text-slate-600" data-testid="receipt-period">
                {period}
              </p>
            </td>
            <td className="px-2 pt-3 text-right font-semibold whitespace-nowrap">{money(receipt.listPrice)}</td>
          </tr>
          {receipt.discount > 0 ? (
            <>
              <AmountRow label={t("receipt.listPrice")} amount={money(receipt.listPrice)} />
              <AmountRow
                label={t("receipt.discount")}
                amount={`−${money(receipt.discount)}`}
                testId="receipt-discount"
              />
            </>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="border-slate-200 border-t text-base font-semibold">
            <th scope="row" className="px-2 pt-3 text-left">
              {t("receipt.amountPaid")}
            </th>
            <td className="px-2 pt-3 text-right whitespace-nowrap" data-testid="receipt-amount">
              {money(receipt.amount)}
            </td>
          </tr>
          {receipt.tax ? (
            <tr>
              <td colSpan={2} className="px-2 pt-1 text-right text-xs text-slate-600" data-testid="receipt-tax">
                {t("receipt.taxIncluded", {
                  label: receipt.tax.label,
                  rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(receipt.tax.ratePercent),
                  amount: money(receipt.tax.amount),
                })}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>

      <footer className="flex flex-col gap-1 border-slate-200 border-t pt-4">
        <p className="font-semibold">{t("receipt.thanks")}</p>
        <p className="text-slate-600">{t("receipt.questions", { email: merchant.email })}</p>
      </footer>
    </article>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="pt-1 text-slate-600 sm:pt-0">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function AmountRow({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <tr className="text-slate-600">
      <td className="px-2 pt-1">{label}</td>
      <td className="px-2 pt-1 text-right whitespace-nowrap" data-testid={testId}>
        {amount}
      </td>
    </tr>
  );
}
