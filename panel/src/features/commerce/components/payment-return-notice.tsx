import { track } from "@app/shared/analytics";
import type { TransactionDto } from "@app/shared/schemas/commerce";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "../../../lib/locale.tsx";
import { invalidateAccountData, subscriptionInfoQueryOptions, transactionQueryOptions } from "../api.ts";
import { formatDate } from "../format.ts";
import { clearStoredCart } from "../hooks/use-cart.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The provider may redirect before its webhook arrives: poll the transaction for a while. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

/** Transactions whose completion was already handled in this page's life (StrictMode, remounts). */
const handled = new Set<string>();

function returnedTransaction(search: Record<string, unknown>): string | null {
  const { payment, transaction } = search;
  return payment === "success" && typeof transaction === "string" && UUID.test(transaction) ? transaction : null;
}

/**
 * The return from a provider's hosted page (`/panel?payment=success&transaction={uuid}`): waits
 * for the transaction to be completed, then fires purchase_completed, empties the cart, refetches
 * the subscription and the services, shows the new end date and drops the parameters from the URL
 * (so a reload does not count the purchase again).
 */
export function PaymentReturnNotice() {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const fromUrl = returnedTransaction(search);
  const [shown, setShown] = useState<string | null>(fromUrl);
  if (fromUrl && fromUrl !== shown) setShown(fromUrl);
  if (!shown) return null;
  return <PaymentResult key={shown} transactionUuid={shown} onDismiss={() => setShown(null)} />;
}

function PaymentResult({ transactionUuid, onDismiss }: { transactionUuid: string; onDismiss: () => void }) {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const polls = useRef(0);
  const tx = useQuery({
    ...transactionQueryOptions(transactionUuid),
    refetchInterval: (query) => {
      if (query.state.data?.status !== "pending" || polls.current >= MAX_POLLS) return false;
      polls.current += 1;
      return POLL_MS;
    },
  });
  const info = useQuery(subscriptionInfoQueryOptions());
  const completed = tx.data?.status === "completed";

  useEffect(() => {
    if (!completed || !tx.data || handled.has(transactionUuid)) return;
    handled.add(transactionUuid);
    const done: TransactionDto = tx.data;
    track("purchase_completed", "Purchase", {
      transaction_id: done.uuid,
      package_id: done.packageUuid,
      package_name: done.packageName,
      value: done.amount,
      currency: done.currency,
      payment_provider: done.provider,
    });
    clearStoredCart();
    void invalidateAccountData(queryClient);
    void navigate({
      to: ".",
      search: (previous: Record<string, unknown>) => {
        const { payment: _payment, transaction: _transaction, ...rest } = previous;
        return rest;
      },
      replace: true,
    });
  }, [completed, tx.data, transactionUuid, queryClient, navigate]);

  if (tx.isPending || tx.data?.status === "pending") {
    return (
      <output
        data-testid="payment-return"
        data-state="pending"
        className="block rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      >
        {tx.data?.status === "pending" && polls.current >= MAX_POLLS
          ? t("payment.return.stillPending")
          : t("payment.return.confirming")}
      </output>
    );
  }

  if (completed && tx.data) {
    const endDate = info.data?.status === "Active" && !info.isFetching ? formatDate(info.data.endDate, locale) : null;
    return (
      <section
        role="status"
        data-testid="payment-return"
        data-state="completed"
        className="flex flex-wrap items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <div className="flex-1">
          <h2 className="font-semibold">{t("payment.return.successTitle")}</h2>
          <p className="mt-1">
            {endDate
              ? t("payment.return.successBody", { package: tx.data.packageName, date: endDate })
              : t("payment.return.successBodyNoDate", { package: tx.data.packageName })}
          </p>
        </div>
        <DismissButton onClick={onDismiss} />
      </section>
    );
  }

  // Canceled, expired, unknown, or the check failed: say so without alarming.
  return (
    <section
      role="status"
      data-testid="payment-return"
      data-state="other"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <p className="flex-1">{tx.isError ? t("payment.return.checkFailed") : t("payment.return.notCompleted")}</p>
      <DismissButton onClick={onDismiss} />
    </section>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useLocale();
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md border border-current/20 bg-white/60 px-2 py-1 text-xs font-medium hover:bg-white"
    >
      {t("payment.return.dismiss")}
    </button>
  );
}
