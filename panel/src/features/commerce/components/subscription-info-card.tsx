import { packageToCartItem } from "@app/shared/cart";
import type { MessageKey } from "@app/shared/i18n/translate";
import type { SubscriptionInfo } from "@app/shared/schemas/commerce";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { isStartableTrial, packageQueryOptions, subscriptionInfoQueryOptions, trialOfferQueryOptions } from "../api.ts";
import { marketingHref } from "../browser.ts";
import { addItemToStoredCart } from "../hooks/use-cart.ts";
import { AutoRenewSection } from "./auto-renew-section.tsx";
import { DaysRing, daysRemaining } from "./days-ring.tsx";

const STATUS_LABEL = {
  Active: "subscription.status.active",
  Expired: "subscription.status.expired",
  None: "subscription.status.none",
} as const satisfies Record<SubscriptionInfo["status"], MessageKey>;

const STATUS_TONE = { Active: "success", Expired: "warning", None: "neutral" } as const satisfies Record<
  SubscriptionInfo["status"],
  BadgeTone
>;

/**
 * Subscription information of docs/product.md#subscriptions-and-days: start and end date, package,
 * Active/Expired (or No subscription for a user who never had one), the days left as a ring, banked
 * days, and the repeat-order action (same package into the cart, then /checkout). A user who never
 * subscribed sees an empty state that leads to the packages.
 */
export function SubscriptionInfoCard() {
  const { t } = useLocale();
  const info = useQuery(subscriptionInfoQueryOptions());

  return (
    <section
      aria-labelledby="subscription-heading"
      data-testid="subscription-card"
      aria-busy={info.isPending || undefined}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-heading" className="text-lg font-semibold">
          {t("subscription.title")}
        </h2>
        {info.data ? (
          <StatusBadge tone={STATUS_TONE[info.data.status]} testId="subscription-status">
            {t(STATUS_LABEL[info.data.status])}
          </StatusBadge>
        ) : null}
      </header>
      {info.isPending ? (
        <div className="flex items-center gap-6">
          <span className="size-24 shrink-0 overflow-hidden rounded-full">
            <Skeleton className="size-full" />
          </span>
          <div className="grid flex-1 gap-3 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      ) : info.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex-1">{t("subscription.loadError")}</p>
          <button
            type="button"
            onClick={() => void info.refetch()}
            className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium hover:bg-red-100"
          >
            {t("panel.retry")}
          </button>
        </div>
      ) : (
        <SubscriptionDetails info={info.data} />
      )}
    </section>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="font-medium break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function BankedDays({ days }: { days: number }) {
  const { t, locale } = useLocale();
  if (days <= 0) return null;
  return (
    <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700" data-testid="subscription-banked">
      {t("subscription.banked", { days: new Intl.NumberFormat(locale).format(days) })}
    </p>
  );
}

function NoSubscription({ bankedDays }: { bankedDays: number }) {
  const { t } = useLocale();
  // One next action at a time (issue 46): while a trial this user can start is on offer, the trial's
  // card holds the page's one primary button, and choosing a package is the quieter way. The same
  // query as the card's, so no second request.
  const offer = useQuery(trialOfferQueryOptions());
  const emphasis = isStartableTrial(offer.data) ? "secondary" : "primary";
  return (
    <div className="flex flex-col items-start gap-3" data-testid="subscription-empty">
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold text-slate-900" data-testid="subscription-package">
          {t("subscription.noPackage")}
        </p>
        <p className="text-sm text-slate-600">{t("subscription.empty.body")}</p>
      </div>
      <BankedDays days={bankedDays} />
      <a href={marketingHref("/pricing")} className={buttonClass(emphasis)} data-emphasis={emphasis}>
        {t("subscription.choosePackage")}
      </a>
    </div>
  );
}

function SubscriptionDetails({ info }: { info: SubscriptionInfo }) {
  const { t, locale } = useLocale();
  if (info.status === "None" && !info.package) return <NoSubscription bankedDays={info.bankedDays} />;
  const none = t("table.noValue");
  const days = daysRemaining(info);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        {days ? <DaysRing left={days.left} total={days.total} /> : null}
        <dl className="grid min-w-0 flex-1 basis-48 gap-3 sm:grid-cols-3">
          <Field label={t("subscription.package")} testId="subscription-package">
            {info.package?.namePackage ?? t("subscription.noPackage")}
          </Field>
          <Field label={t("subscription.endDate")} testId="subscription-end">
            {formatDate(info.endDate, locale) ?? none}
          </Field>
          <Field label={t("subscription.startDate")} testId="subscription-start">
            {formatDate(info.startDate, locale) ?? none}
          </Field>
        </dl>
      </div>
      <BankedDays days={info.bankedDays} />
      {info.status === "Active" && info.package ? <NoServicesYet packageUuid={info.package.uuid} /> : null}
      {info.status === "Active" && info.package ? <AutoRenewSection endDate={info.endDate} /> : null}
      <div className="flex flex-wrap gap-2">
        {info.package ? (
          <RepeatOrderButton packageUuid={info.package.uuid} />
        ) : (
          <a href={marketingHref("/pricing")} className={buttonClass()}>
            {t("subscription.choosePackage")}
          </a>
        )}
      </div>
    </>
  );
}

/**
 * An active subscription whose package has no service to open (issue 27): say so and what to do,
 * rather than a dashboard with nothing in it. Silent while the package loads or cannot be read.
 */
function NoServicesYet({ packageUuid }: { packageUuid: string }) {
  const { t } = useLocale();
  const pkg = useQuery(packageQueryOptions(packageUuid));
  if (!pkg.data?.services || pkg.data.services.length > 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="subscription-no-services"
    >
      <p className="font-medium">{t("subscription.noServices.title")}</p>
      <p className="mt-0.5">
        {t("subscription.noServices.body")}{" "}
        <Link to="/panel/report" className="font-medium underline underline-offset-2">
          {t("subscription.noServices.report")}
        </Link>
      </p>
    </div>
  );
}

/** Puts the current package into the cart (shared rules) and opens the checkout. */
function RepeatOrderButton({ packageUuid }: { packageUuid: string }) {
  const { t } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      const pkg = await queryClient.fetchQuery(packageQueryOptions(packageUuid));
      const { replacedCurrency } = addItemToStoredCart(packageToCartItem(pkg));
      await navigate({ to: "/checkout", search: replacedCurrency ? { replaced: replacedCurrency } : {} });
    } catch (error) {
      toast.error(t("subscription.repeatFailed"), apiErrorText(error, t));
      setPending(false);
    }
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid="subscription-repeat-order"
    >
      {t("subscription.repeatOrder")}
    </Button>
  );
}
