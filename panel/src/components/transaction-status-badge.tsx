import type { TransactionStatus } from "@app/shared/constants";
import { useT } from "../lib/locale.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

const TONE: Record<TransactionStatus, BadgeTone> = {
  pending: "warning",
  completed: "success",
  expired: "neutral",
  canceled: "danger",
};

/** A transaction's status, as the user's and the admin's transaction lists show it. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const t = useT();
  return <StatusBadge tone={TONE[status]}>{t(`transactions.status.${status}`)}</StatusBadge>;
}
