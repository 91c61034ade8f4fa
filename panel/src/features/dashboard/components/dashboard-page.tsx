import type { ReactNode } from "react";
import { NextActionQueue } from "../../../components/next-action.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { RecentlyUsedSection } from "./recently-used-section.tsx";
import { ServicesSection } from "./services-section.tsx";

/**
 * The dashboard: a composition of independent sections, each loading its own data with its own
 * skeleton and error state. Under its heading it reads top-down: what just happened (a notice, a
 * payment's result), what needs attention (alerts), where the user stands (the subscription), then
 * the services. Add a section as one line below. A new account is welcomed and offered its first
 * step (the trial, when there is one) before anything else.
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
  /** Slot: the free-trial offer, first thing a new user sees (issue 27). */
  trialSlot?: ReactNode;
  /** Slot: the announcements that apply to the user (the announcements feature). */
  announcements?: ReactNode;
} = {}) {
  const t = useT();
  const { user } = useSession();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? "";
  const intro = isNewAccount(user?.createdAt)
    ? t("panel.dashboard.welcomeNew", { name: firstName })
    : t("panel.dashboard.welcome", { name: firstName });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader id="dashboard-heading" level={1} title={t("panel.dashboard.title")} intro={intro} />
      {notices}
      {paymentResult}
      {/* One next action at a time (issue 46): the trial, then this browser, then the address. */}
      <NextActionQueue>
        {trialSlot}
        {alerts}
        {subscription}
        {announcements}
      </NextActionQueue>
      <ServicesSection />
      <RecentlyUsedSection />
    </div>
  );
}

/** An account younger than this is greeted as new ("Welcome to PremiumHub", not "Welcome back"). */
export const NEW_ACCOUNT_MS = 3 * 24 * 60 * 60 * 1000;

export function isNewAccount(createdAt: string | undefined, now = Date.now()): boolean {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}
