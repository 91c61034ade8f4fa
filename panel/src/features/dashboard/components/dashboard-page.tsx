import type { ReactNode } from "react";
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
  /** Slot: the announcements that apply to the user (announcements feature, issue 7). */
  announcements?: ReactNode;
} = {}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold" data-testid="dashboard-heading">
          {t("panel.dashboard.title")}
        </h1>
        <p className="text-slate-600">{t("panel.dashboard.welcome")}</p>
      </header>
      {/* Slot: announcements (issue 7), newest first, right below the heading. */}
      {announcements}
      <ServicesSection />
      {/* Slot: the subscription section (commerce feature), composed in the route file. */}
      {subscription}
      <RecentlyUsedSection />
    </div>
  );
}
