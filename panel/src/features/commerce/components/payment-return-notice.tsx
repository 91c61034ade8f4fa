import { track } from "@app/shared/analytics";
import type { TransactionDto } from "@app/shared/schemas/commerce";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../components/button.tsx";
import { DismissButton } from "../../../components/dismiss-button.tsx";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { invalidateAccountData, subscriptionInfoQueryOptions, transactionQueryOptions } from "../api.ts";
import { clearStoredCart } from "../hooks/use-cart.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The provider may redirect before its webhook arrives: poll the transaction for a while. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

/** Transactions whose completion was already handled in this page's life (StrictMode, remounts). */
const handled = new Set<string>();

/** `payment` values a return URL may carry; the banner shows the transaction's own status whatever it says. */
const RETURN_VALUES = new Set(["success", "pending", "failed", "canceled"]);

function returnedTransaction(search: Record<string, unknown>): string | null {
  const { payment, transaction } = search;
  return typeof payment === "string" &&
    RETURN_VALUES.has(payment) &&
    typeof transaction === "string" &&
    UUID.test(transaction)
    ? transaction
    : null;
}

function withoutReturnParams(previous: Record<string, unknown>): Record<string, unknown> {
  const { payment: _payment, transaction: _transaction, ...rest } = previous;
  return rest;
}

/**
 * The return from a provider's hosted page (`/panel?payment=success&transaction={uuid}`), shown at
 * the top of the dashboard: waits for the transaction to be completed, then fires
 * purchase_completed, empties the cart, refetches the subscription and the services, shows the new
 * end date with a link to the receipt, and drops the parameters from the URL (so a reload does not
 * count the purchase again).
 * A pending, failed or unknown payment says what to do next. Every state can be dismissed.
 */
export function PaymentReturnNotice() {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const fromUrl = returnedTransaction(search);
  const [shown, setShown] = useState<string | null>(fromUrl);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (fromUrl && fromUrl !== shown && fromUrl !== dismissed) setShown(fromUrl);
  if (!shown) return null;

  const dismiss = () => {
    setDismissed(shown);
    setShown(null);
    void navigate({ to: ".", search: withoutReturnParams, replace: true });
    // The banner held the focus: give it to the page rather than to nothing.
    document.getElementById("main")?.focus();
  };
  return <PaymentResult key={shown} transactionUuid={shown} onDismiss={dismiss} />;
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
    void navigate({ to: ".", search: withoutReturnParams, replace: true });
  }, [completed, tx.data, transactionUuid, queryClient, navigate]);

  if (tx.isPending || tx.data?.status === "pending") {
    const stillPending = tx.data?.status === "pending" && polls.current >= MAX_POLLS;
    return (
      <ResultBanner
        state="pending"
        tone="border-slate-200 bg-slate-50 text-slate-800"
        title={stillPending ? t("payment.return.stillPendingTitle") : t("payment.return.confirming")}
        onDismiss={onDismiss}
        actions={stillPending ? <TransactionsLink /> : null}
      >
        {stillPending ? t("payment.return.stillPending") : t("payment.return.confirmingNext")}
      </ResultBanner>
    );
  }

  if (completed && tx.data) {
    const endDate = info.data?.status === "Active" && !info.isFetching ? formatDate(info.data.endDate, locale) : null;
    return (
      <ResultBanner
        state="completed"
        tone="border-green-200 bg-green-50 text-green-900"
        title={t("payment.return.successTitle")}
        onDismiss={onDismiss}
        actions={
          <Link
            to="/panel/transactions/$uuid/receipt"
            params={{ uuid: tx.data.uuid }}
            className={buttonClass("secondary")}
            data-testid="payment-return-receipt"
          >
            {t("payment.return.viewReceipt")}
          </Link>
        }
      >
        {endDate
          ? t("payment.return.successBody", { package: tx.data.packageName, date: endDate })
          : t("payment.return.successBodyNoDate", { package: tx.data.packageName })}{" "}
        {t("payment.return.successNext")}
      </ResultBanner>
    );
  }

  // Canceled or expired: the cart is still there for another try.
  if (tx.data) {
    return (
      <ResultBanner
        state="failed"
        tone="border-amber-300 bg-amber-50 text-amber-900"
        title={t("payment.return.failedTitle")}
        onDismiss={onDismiss}
        actions={
          <>
            <Link to="/checkout" className={buttonClass("primary", "sm")}>
              {t("payment.return.tryAgain")}
            </Link>
            <TransactionsLink />
          </>
        }
      >
        {t("payment.return.notCompleted")}
      </ResultBanner>
    );
  }

  // The check failed, or the transaction is not the user's: its status is in My transactions.
  return (
    <ResultBanner
      state="error"
      tone="border-slate-200 bg-slate-50 text-slate-800"
      title={t("payment.return.checkFailedTitle")}
      onDismiss={onDismiss}
      actions={<TransactionsLink />}
    >
      {t("payment.return.checkFailed")}
    </ResultBanner>
  );
}

function ResultBanner({
  state,
  tone,
  title,
  children,
  actions,
  onDismiss,
}: {
  state: "pending" | "completed" | "failed" | "error";
  /** Border, background and text colours. */
  tone: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onDismiss: () => void;
}) {
  const { t } = useLocale();
  return (
    <section
      role="status"
      aria-labelledby="payment-return-title"
      data-testid="payment-return"
      data-state={state}
      className={`flex items-start gap-3 rounded-xl border p-4 text-sm shadow-sm ${tone}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="payment-return-title" className="text-base font-semibold">
          {title}
        </h2>
        <p>{children}</p>
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <DismissButton label={t("payment.return.dismiss")} title={t("payment.return.dismiss")} onClick={onDismiss} />
    </section>
  );
}

function TransactionsLink() {
  const { t } = useLocale();
  return (
    <Link to="/panel/transactions" className={buttonClass("secondary")}>
      {t("payment.return.seeTransactions")}
    </Link>
  );
}
