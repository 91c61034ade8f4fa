import { formatPrice } from "@app/shared/cart";
import { type Locale, TRANSACTION_STATUSES } from "@app/shared/constants";
import type { TransactionDto } from "@app/shared/schemas/commerce";
import type { Translate } from "../lib/locale.tsx";
import { type DataTableColumn, selectFilter } from "./data-table.tsx";
import { TransactionStatusBadge } from "./transaction-status-badge.tsx";

/**
 * The columns the user's and the admin's transaction lists share: the amount paid (with the
 * voucher discount under it when there was one) and the status (a filter, and the status badge).
 */
export function transactionColumns(
  t: Translate,
  locale: Locale,
  headers: { amount: string; status: string },
): { amount: DataTableColumn<TransactionDto>; status: DataTableColumn<TransactionDto> } {
  return {
    amount: {
      id: "amount",
      header: headers.amount,
      accessor: "amount",
      className: "whitespace-nowrap",
      cell: (tx) => (
        <span className="flex flex-col">
          <span>{formatPrice(tx.amount, tx.currency, locale)}</span>
          {tx.discountAmount > 0 ? (
            <span className="text-xs text-green-700">
              {t("transactions.discount", { amount: formatPrice(tx.discountAmount, tx.currency, locale) })}
            </span>
          ) : null}
        </span>
      ),
    },
    status: {
      id: "status",
      header: headers.status,
      accessor: "status",
      ...selectFilter(TRANSACTION_STATUSES, (status) => t(`transactions.status.${status}`)),
      cell: (tx) => <TransactionStatusBadge status={tx.status} />,
    },
  };
}
