import { type CartItem, formatPrice } from "@app/shared/cart";
import type { CheckoutQuote, MerchantInfo, PaymentMethods } from "@app/shared/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { SkeletonCard } from "../../../components/skeleton.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  checkoutQuoteQueryOptions,
  type PaymentMethod,
  paymentMethodsQueryOptions,
  useCreatePaymentMutation,
} from "../api.ts";
import { browserNavigation, marketingHref } from "../browser.ts";
import { richText } from "../rich-text.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { type MarksOf, PaymentMarks } from "./payment-marks.tsx";

/**
 * The order summary: every amount comes from the server's quote (list price, the friend discount
 * of a referred user's first purchase, the amount to pay) with the end date the purchase gives,
 * then the payment method with what it accepts, the Pay button, and beside it the seller, its
 * contact and the terms and refund policy (issue 27).
 */
export function CheckoutSummary({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const { t } = useLocale();
  const quote = useQuery(checkoutQuoteQueryOptions(item.id));
  const methods = useQuery(paymentMethodsQueryOptions());

  if (quote.isPending) {
    return <SkeletonCard label={t("checkout.summary.title")} />;
  }
  if (quote.isError) {
    return (
      <div className="flex flex-col gap-2">
        <QueryLoadError query={quote} />
        <Button onClick={onRemove} variant="secondary" className="self-start">
          {t("checkout.cart.removeItem", { name: item.name })}
        </Button>
      </div>
    );
  }
  return <QuoteAndPay quote={quote.data} methods={methods.data} />;
}

function QuoteAndPay({ quote, methods }: { quote: CheckoutQuote; methods: PaymentMethods | undefined }) {
  const { t, locale } = useLocale();
  const pay = useCreatePaymentMutation();
  const [method, setMethod] = useState<PaymentMethod>("gateway");
  const [redirecting, setRedirecting] = useState(false);
  const methodLegend = useId();
  const money = (amount: number) => formatPrice(amount, quote.currency, locale);
  const cryptoOffered = methods?.crypto === true;
  const chosen: PaymentMethod = method === "crypto" && !cryptoOffered ? "gateway" : method;
  const busy = pay.isPending || redirecting;

  // Back from the provider's page through the browser's back/forward cache: allow paying again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const onPay = async () => {
    try {
      const result = await pay.mutateAsync({ method: chosen, quote });
      setRedirecting(true);
      browserNavigation.assign(result.paymentUrl);
    } catch {
      // shown from pay.error below
    }
  };

  return (
    <>
      <OrderSummary quote={quote} tax={methods?.merchant.tax ?? null} />

      <section aria-labelledby={methodLegend} className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id={methodLegend} className="text-lg font-semibold">
          {t("checkout.method.title")}
        </h2>
        <fieldset className="mt-3 flex flex-col gap-2">
          <legend className="sr-only">{t("checkout.method.title")}</legend>
          <MethodOption
            value="gateway"
            checked={chosen === "gateway"}
            onChange={setMethod}
            label={t(methods?.gateway === "xendit" ? "checkout.method.xendit" : "checkout.method.sandbox")}
            hint={t(methods?.gateway === "xendit" ? "checkout.method.xenditHint" : "checkout.method.sandboxHint")}
            marks={methods ? methods.gateway : null}
          />
          {cryptoOffered ? (
            <MethodOption
              value="crypto"
              checked={chosen === "crypto"}
              onChange={setMethod}
              label={t("checkout.method.crypto")}
              hint={t("checkout.method.cryptoHint")}
              marks="crypto"
            />
          ) : null}
        </fieldset>
        {pay.isError ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {apiErrorText(pay.error, t)}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void onPay()}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="checkout-pay"
          className="mt-4 w-full rounded-md bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? t("checkout.redirecting") : t("checkout.pay", { amount: money(quote.amount) })}
        </button>
        <CheckoutTrust merchant={methods?.merchant ?? null} />
      </section>
    </>
  );
}

/** That the sale is final, the terms and refund policy it agrees to, and the seller (null while the methods load). */
function CheckoutTrust({ merchant }: { merchant: MerchantInfo | null }) {
  const { t } = useLocale();
  return (
    <div className="mt-3 flex flex-col gap-1.5 text-xs text-slate-600" data-testid="checkout-trust">
      <p>{t("checkout.finalSale")}</p>
      <p data-testid="checkout-legal">
        {richText(t, "checkout.trust.agree", {
          terms: (
            <a href={marketingHref("/terms")} className="font-medium text-brand-700 underline">
              {t("checkout.trust.terms")}
            </a>
          ),
          refund: (
            <a href={marketingHref("/refund")} className="font-medium text-brand-700 underline">
              {t("checkout.trust.refund")}
            </a>
          ),
        })}
      </p>
      {merchant ? <MerchantLine merchant={merchant} /> : null}
    </div>
  );
}

/** Who sells and how to reach them before paying. */
function MerchantLine({ merchant }: { merchant: MerchantInfo }) {
  const { t } = useLocale();
  return (
    <p data-testid="checkout-merchant" className="break-words">
      <span className="font-medium text-slate-800">{t("checkout.trust.soldBy", { name: merchant.name })}</span>
      {" · "}
      {richText(t, "checkout.trust.contact", {
        email: (
          <a href={`mailto:${merchant.email}`} className="font-medium text-brand-700 underline">
            {merchant.email}
          </a>
        ),
      })}
    </p>
  );
}

function MethodOption({
  value,
  checked,
  onChange,
  label,
  hint,
  marks,
}: {
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  label: string;
  hint: string;
  /** Which marks to show (null while the methods load). */
  marks: MarksOf | null;
}) {
  // The marks sit outside the label: a list may not be inside one, and the radio's name stays short.
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name="payment-method"
          value={value}
          checked={checked}
          onChange={() => onChange(value)}
          className="mt-1"
        />
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{label}</span>
          <span className="text-sm text-slate-600">{hint}</span>
        </span>
      </label>
      {marks ? (
        <div className="pl-7">
          <PaymentMarks of={marks} />
        </div>
      ) : null}
    </div>
  );
}
