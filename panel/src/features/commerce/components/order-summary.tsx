import { formatPrice } from "@app/shared/cart";
import type { CheckoutQuote, MerchantInfo } from "@app/shared/schemas/commerce";
import type { ReactNode } from "react";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";

/**
 * The quote's amounts (list price, the friend discount, the amount to pay), the tax they include
 * (`tax`, null when none is configured or still loading) and the end date before and after the purchase.
 */
export function OrderSummary({ quote, tax }: { quote: CheckoutQuote; tax: MerchantInfo["tax"] }) {
  const { t, locale } = useLocale();
  const money = (amount: number) => formatPrice(amount, quote.currency, locale);
  const currentEnd = quote.currentEndDate ? Date.parse(quote.currentEndDate) : Number.NaN;
  const active = Number.isFinite(currentEnd) && currentEnd > Date.now();
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      data-testid="checkout-summary"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        {t("checkout.summary.title")}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label={t("checkout.summary.package")}>
          <span className="font-medium">{quote.namePackage}</span>{" "}
          <span className="text-slate-600">
            ({t("checkout.cart.days", { days: new Intl.NumberFormat(locale).format(quote.days) })})
          </span>
        </Row>
        <Row label={t("checkout.summary.price")}>
          <span data-testid="checkout-price">{money(quote.price)}</span>
        </Row>
        {quote.discount > 0 ? (
          <Row label={t("checkout.summary.friendDiscount")}>
            <span data-testid="checkout-discount" className="text-green-700">
              −{money(quote.discount)}
            </span>
          </Row>
        ) : null}
        <Row label={t("checkout.summary.total")} strong>
          <span data-testid="checkout-amount">{money(quote.amount)}</span>
        </Row>
      </dl>
      {tax ? (
        <p className="text-right text-xs text-slate-600" data-testid="checkout-tax">
          {t("checkout.trust.taxIncluded", {
            label: tax.label,
            rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(tax.ratePercent),
          })}
        </p>
      ) : null}
      <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm" data-testid="checkout-dates">
        <p className="text-slate-600">
          {active
            ? t("checkout.summary.currentEnd", { date: formatDate(quote.currentEndDate, locale) ?? "" })
            : t("checkout.summary.noActive")}
        </p>
        <p className="mt-1 font-medium text-slate-900">
          {t("checkout.summary.newEnd", { date: formatDate(quote.newEndDate, locale) ?? "" })}
        </p>
      </div>
    </section>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? "text-base font-semibold" : ""}`}>
      <dt className={strong ? "text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
