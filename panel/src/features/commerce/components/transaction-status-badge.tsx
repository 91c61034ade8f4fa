import type { TransactionStatus } from "@app/shared/constants";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useT } from "../../../lib/locale.tsx";

const TONE: Record<TransactionStatus, BadgeTone> = {
  pending: "warning",
  completed: "success",
  expired: "neutral",
  canceled: "danger",
};

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const t = useT();
  return <StatusBadge tone={TONE[status]}>{t(`transactions.status.${status}`)}</StatusBadge>;
}
