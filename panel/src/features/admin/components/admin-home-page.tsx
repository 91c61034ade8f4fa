import type { MessageKey } from "@app/shared/i18n/translate";
import { Link } from "@tanstack/react-router";
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

/** Communications (issue 7): announcements, email blasts, the audit log. */
const COMMS_LINKS = [
  { to: "/panel/admin/announcements", label: "panel.admin.nav.announcements" },
  { to: "/panel/admin/email", label: "panel.admin.nav.email" },
  { to: "/panel/admin/audit", label: "panel.admin.nav.audit" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/**
 * Landing page of the admin section: links to the management screens, then `dashboard` (the
 * overview, composed in the route file: features do not import each other).
 */
export function AdminHomePage({ dashboard }: { dashboard?: ReactNode } = {}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("panel.admin.sections")}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/panel/admin/users"
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              {t("panel.admin.nav.users")}
            </Link>
          </li>
          {CATALOGUE_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
          {COMMERCE_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
          {/* Browser extensions: releases, minimum versions, conflicts (issue 9). */}
          <li>
            <Link
              to="/panel/admin/extensions"
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              {t("panel.admin.nav.extensions")}
            </Link>
          </li>
          {/* Referral analytics, review queue and export (issue 6). */}
          <li>
            <Link
              to="/panel/admin/referrals"
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              {t("panel.admin.nav.referrals")}
            </Link>
          </li>
          {COMMS_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {dashboard ?? <p className="text-slate-600">{t("panel.placeholder")}</p>}
    </div>
  );
}
