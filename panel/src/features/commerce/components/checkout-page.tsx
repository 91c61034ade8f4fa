import { type CartItem, formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { BrandMark } from "../../../components/brand-mark.tsx";
import { Button, buttonClass } from "../../../components/button.tsx";
import { LanguageSwitch } from "../../../components/language-switch.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { ThemeSwitch } from "../../../components/theme-switch.tsx";
import { TitledCard } from "../../../components/titled-card.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { packageQueryOptions } from "../api.ts";
import { marketingHref } from "../browser.ts";
import { useCart } from "../hooks/use-cart.ts";
import { useRenewLink } from "../hooks/use-renew-link.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { PackageServices } from "./package-services.tsx";

const routeApi = getRouteApi("/checkout");

/**
 * /checkout (docs/product.md#packages-and-checkout): the cart (one package per purchase, shared
 * cart rules), the server's quote, the payment method and the Pay button that sends the browser to
 * the provider, and the way to redeem a voucher instead. Also the landing place of a canceled
 * payment (`?payment=canceled`).
 */
export function CheckoutPage() {
  const { t } = useLocale();
  const search = routeApi.useSearch();
  useRenewLink(search.renew);
  const { cart, remove } = useCart();
  const item = cart.items.find((entry) => entry.type === "package") ?? null;

  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between gap-3 border-slate-200 border-b bg-white px-4 py-3 md:px-8">
        <Link to="/panel" className="rounded-md">
          <BrandMark name={t("app.name")} size="sm" />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
        <PageHeader id="checkout-heading" level={1} title={t("checkout.title")} intro={t("checkout.intro")} />
        {search.payment === "canceled" ? <CanceledNotice transaction={search.transaction} /> : null}
        {search.replaced && item && item.currency !== search.replaced ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            {t("checkout.currencyReplaced", { previous: search.replaced, currency: item.currency })}
          </p>
        ) : null}
        {item ? <CheckoutCart item={item} onRemove={() => remove(item.id)} /> : <EmptyCart />}
        {item ? <CheckoutSummary key={item.id} item={item} onRemove={() => remove(item.id)} /> : null}
        <VoucherHint />
        <p className="text-center text-sm">
          <Link to="/panel" className="font-medium text-brand-700 hover:underline">
            {t("checkout.backToPanel")}
          </Link>
        </p>
        <ThemeSwitch className="justify-center" />
      </main>
    </div>
  );
}

/** Neutral notice after the provider's Cancel: nothing was charged, the subscription is as before. */
function CanceledNotice({ transaction }: { transaction: string | undefined }) {
  const { t } = useLocale();
  return (
    <section
      role="status"
      data-testid="checkout-canceled"
      className="rounded-lg border border-slate-200 bg-slate-100 p-4 text-sm text-slate-800"
    >
      <h2 className="font-semibold">{t("checkout.canceled.title")}</h2>
      <p className="mt-1">
        {transaction ? t("checkout.canceled.bodyWithId", { id: transaction.slice(0, 8) }) : t("checkout.canceled.body")}
      </p>
    </section>
  );
}

/**
 * The voucher entry point. A voucher adds days on the vouchers page and is no discount on this
 * payment, so this says so and links there; that page leads back here.
 */
function VoucherHint() {
  const { t } = useLocale();
  return (
    <TitledCard
      headingId="checkout-voucher-heading"
      testId="checkout-voucher"
      title={t("checkout.voucher.question")}
      intro={t("checkout.voucher.body")}
      tone="dashed"
      action={
        <Link to="/panel/vouchers" search={{ from: "checkout" }} className={buttonClass("secondary")}>
          {t("checkout.voucher.link")}
        </Link>
      }
    />
  );
}

function EmptyCart() {
  const { t } = useLocale();
  return (
    <section
      data-testid="checkout-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center"
    >
      <h2 className="text-lg font-semibold">{t("checkout.empty.title")}</h2>
      <p className="text-slate-600">{t("checkout.empty.body")}</p>
      {/* /pricing is a static marketing page, outside the SPA. */}
      <a href={marketingHref("/pricing")} className={buttonClass()}>
        {t("checkout.empty.cta")}
      </a>
    </section>
  );
}

/**
 * The package in the cart, with its list price (the quote below has the amount to pay) and what it
 * includes (shown once the package is read; the purchase does not wait for it).
 */
function CheckoutCart({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const { t, locale } = useLocale();
  const pkg = useQuery({ ...packageQueryOptions(item.id), retry: false });
  return (
    <section aria-labelledby="checkout-cart-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="checkout-cart-heading" className="text-lg font-semibold">
        {t("checkout.cart.title")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        <li className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="checkout-cart-item">
          <div className="flex flex-col">
            <span className="font-medium text-slate-900">{item.name}</span>
            <span className="text-sm text-slate-600">
              {item.days > 0
                ? t("checkout.cart.days", { days: new Intl.NumberFormat(locale).format(item.days) })
                : null}
            </span>
            {pkg.data?.services ? <PackageServices name={item.name} services={pkg.data.services} /> : null}
          </div>
          <div className="flex items-center gap-3">
            <span className="font-medium">{formatPrice(item.price, item.currency, locale)}</span>
            <Button
              onClick={onRemove}
              aria-label={t("checkout.cart.removeItem", { name: item.name })}
              variant="secondary"
              size="xs"
            >
              {t("checkout.cart.remove")}
            </Button>
          </div>
        </li>
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t("checkout.cart.onePackage")}</p>
    </section>
  );
}
