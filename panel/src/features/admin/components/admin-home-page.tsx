import type { MessageKey } from "@app/shared/i18n/translate";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../../lib/locale.tsx";

/** Catalogue, reports and statistics screens. */
const CATALOGUE_LINKS = [
  { to: "/panel/admin/categories", label: "panel.admin.nav.categories" },
  { to: "/panel/admin/timeframes", label: "panel.admin.nav.timeframes" },
  { to: "/panel/admin/packages", label: "panel.admin.nav.packages" },
  { to: "/panel/admin/services", label: "panel.admin.nav.services" },
  { to: "/panel/admin/plan-services", label: "panel.admin.nav.planServices" },
  { to: "/panel/admin/reports", label: "panel.admin.nav.reports" },
  { to: "/panel/admin/statistics", label: "panel.admin.nav.statistics" },
  { to: "/panel/admin/media-downloader", label: "panel.admin.nav.mediaDownloader" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** Vouchers and everyone's transactions. */
const COMMERCE_LINKS = [
  { to: "/panel/admin/vouchers", label: "panel.admin.nav.vouchers" },
  { to: "/panel/admin/transactions", label: "panel.admin.nav.transactions" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** Communications: announcements, email blasts, the audit log. */
const COMMS_LINKS = [
  { to: "/panel/admin/announcements", label: "panel.admin.nav.announcements" },
  { to: "/panel/admin/email", label: "panel.admin.nav.email" },
  { to: "/panel/admin/audit", label: "panel.admin.nav.audit" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/**
 * Landing page of the admin section: links to the management screens, then `dashboard` (the
 * overview) and, beside the support inbox link, `supportBadge` (its unread count), both composed
 * in the route file: features do not import each other.
 */
export function AdminHomePage({ dashboard, supportBadge }: { dashboard?: ReactNode; supportBadge?: ReactNode } = {}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("panel.admin.sections")}>
        <ul className="flex flex-wrap gap-2">
          <NavCard to="/panel/admin/users">{t("panel.admin.nav.users")}</NavCard>
          {[...CATALOGUE_LINKS, ...COMMERCE_LINKS].map((link) => (
            <NavCard key={link.to} to={link.to}>
              {t(link.label)}
            </NavCard>
          ))}
          {/* Browser extensions: releases, minimum versions, conflicts. */}
          <NavCard to="/panel/admin/extensions">{t("panel.admin.nav.extensions")}</NavCard>
          {/* Referral analytics, review queue and export. */}
          <NavCard to="/panel/admin/referrals">{t("panel.admin.nav.referrals")}</NavCard>
          {/* The support inbox: contact-form messages and live chats. */}
          <NavCard to="/panel/admin/support" layout="flex items-center">
            {t("panel.admin.nav.support")}
            {supportBadge}
          </NavCard>
          {COMMS_LINKS.map((link) => (
            <NavCard key={link.to} to={link.to}>
              {t(link.label)}
            </NavCard>
          ))}
        </ul>
      </nav>
      {dashboard ?? <p className="text-slate-600">{t("panel.placeholder")}</p>}
    </div>
  );
}

/** One management screen in the section's link list. */
function NavCard({
  to,
  layout = "block",
  children,
}: {
  to: LinkProps["to"];
  layout?: "block" | "flex items-center";
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className={`${layout} rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50`}
      >
        {children}
      </Link>
    </li>
  );
}
