import { packageToCartItem } from "@app/shared/cart";
import type { MessageKey } from "@app/shared/i18n/translate";
import type { SubscriptionInfo } from "@app/shared/schemas/commerce";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { packageQueryOptions, subscriptionInfoQueryOptions } from "../api.ts";
import { marketingHref } from "../browser.ts";
import { formatDate } from "../format.ts";
import { addItemToStoredCart } from "../hooks/use-cart.ts";

const STATUS_LABEL = {
  Active: "subscription.status.active",
  Expired: "subscription.status.expired",
  None: "subscription.status.none",
} as const satisfies Record<SubscriptionInfo["status"], MessageKey>;

/**
 * Subscription information of SPEC §2: start and end date, package, Active/Expired (or No
 * subscription for a user who never had one), banked days, and the repeat-order action (same
 * package into the cart, then /checkout).
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
          <StatusBadge tone={info.data.status === "Active" ? "success" : "neutral"} testId="subscription-status">
            {t(STATUS_LABEL[info.data.status])}
          </StatusBadge>
        ) : null}
      </header>
      {info.isPending ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
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
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function SubscriptionDetails({ info }: { info: SubscriptionInfo }) {
  const { t, locale } = useLocale();
  const none = t("table.noValue");
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Field label={t("subscription.package")} testId="subscription-package">
          {info.package?.namePackage ?? t("subscription.noPackage")}
        </Field>
        <Field label={t("subscription.startDate")} testId="subscription-start">
          {formatDate(info.startDate, locale) ?? none}
        </Field>
        <Field label={t("subscription.endDate")} testId="subscription-end">
          {formatDate(info.endDate, locale) ?? none}
        </Field>
      </dl>
      {info.bankedDays > 0 ? (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700" data-testid="subscription-banked">
          {t("subscription.banked", { days: new Intl.NumberFormat(locale).format(info.bankedDays) })}
        </p>
      ) : null}
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
