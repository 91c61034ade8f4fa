import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";
import { RecentlyUsedSection } from "./recently-used-section.tsx";
import { ServicesSection } from "./services-section.tsx";

/**
 * The dashboard: a composition of independent sections, each loading its own data with its own
 * skeleton and error state. Under its heading it reads top-down: what just happened (a notice, a
 * payment's result), what needs attention (alerts), where the user stands (the subscription), then
 * the services. Add a section as one line below.
 */
export function DashboardPage({
  notices,
  paymentResult,
  alerts,
  subscription,
  trialSlot,
  announcements,
}: {
  /** Slot: what the panel tells the user once, e.g. days added after a service was down (notices feature). */
  notices?: ReactNode;
  /** Slot: the result of a payment the user just came back from (commerce feature). */
  paymentResult?: ReactNode;
  /** Slot: alerts that need the user's attention (extensions, email verification). */
  alerts?: ReactNode;
  /** Slot: the subscription summary card (commerce feature). */
  subscription?: ReactNode;
  /** Slot: the free-trial offer, right under the subscription summary. */
  trialSlot?: ReactNode;
  /** Slot: the announcements that apply to the user (the announcements feature). */
  announcements?: ReactNode;
} = {}) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        id="dashboard-heading"
        level={1}
        title={t("panel.dashboard.title")}
        intro={t("panel.dashboard.welcome")}
      />
      {notices}
      {paymentResult}
      {alerts}
      {subscription}
      {trialSlot}
      {announcements}
      <ServicesSection />
      <RecentlyUsedSection />
    </div>
  );
}
