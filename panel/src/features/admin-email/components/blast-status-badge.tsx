import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useT } from "../../../lib/locale.tsx";
import type { BlastState, RecipientStatus } from "../api.ts";

const BLAST_TONE: Record<BlastState, BadgeTone> = {
  scheduled: "neutral",
  sending: "info",
  completed: "success",
  failed: "danger",
  canceled: "warning",
};

const RECIPIENT_TONE: Record<RecipientStatus, BadgeTone> = {
  queued: "neutral",
  sent: "success",
  failed: "danger",
  skipped: "warning",
  canceled: "neutral",
};

export function BlastStatusBadge({ status, testId }: { status: BlastState; testId?: string }) {
  const t = useT();
  return (
    <StatusBadge tone={BLAST_TONE[status]} testId={testId}>
      {t(`adminEmail.status.${status}`)}
    </StatusBadge>
  );
}

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const t = useT();
  return <StatusBadge tone={RECIPIENT_TONE[status]}>{t(`adminEmail.recipientStatus.${status}`)}</StatusBadge>;
}
