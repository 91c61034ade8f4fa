import type { SupportStatus } from "@app/shared/support-topics";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useT } from "../../../lib/locale.tsx";

const TONE: Record<SupportStatus, BadgeTone> = { open: "warning", waiting: "info", closed: "neutral" };

export function SupportStatusBadge({ status, testId }: { status: SupportStatus; testId?: string }) {
  const t = useT();
  return (
    <StatusBadge tone={TONE[status]} testId={testId}>
      {t(`adminSupport.status.${status}`)}
    </StatusBadge>
  );
}

/** The customer's unread messages, as a small red count (nothing when there are none). */
export function UnreadCount({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      data-testid="admin-support-unread"
      title={t("adminSupport.unread", { count })}
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t("adminSupport.unread", { count })}</span>
    </span>
  );
}
