import type { REFERRAL_STATUSES } from "@app/shared/constants";
import { useT } from "../lib/locale.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const TONE: Record<ReferralStatus, BadgeTone> = { pending: "warning", successful: "success", failed: "danger" };

/** A referral's status, the same on the affiliate dashboard and in the admin area. */
export function ReferralStatusBadge({ status, testId }: { status: ReferralStatus; testId?: string }) {
  const t = useT();
  return (
    <StatusBadge tone={TONE[status]} testId={testId}>
      {t(`referrals.status.${status}`)}
    </StatusBadge>
  );
}
