import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";
import { RecentlyUsedSection } from "./recently-used-section.tsx";
import { ServicesSection } from "./services-section.tsx";

/**
 * The dashboard: a composition of independent sections, each loading its own data with its own
 * skeleton and error state. Add a section as one line below.
 */
export function DashboardPage({
  subscription,
  announcements,
}: {
  subscription?: ReactNode;
  /** Slot: the announcements that apply to the user (the announcements feature). */
  announcements?: ReactNode;
} = {}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        id="dashboard-heading"
        level={1}
        title={t("panel.dashboard.title")}
        intro={t("panel.dashboard.welcome")}
      />
      {/* Slot: announcements, newest first, right below the heading. */}
      {announcements}
      <ServicesSection />
      {/* Slot: the subscription section (commerce feature), composed in the route file. */}
      {subscription}
      <RecentlyUsedSection />
    </div>
  );
}
