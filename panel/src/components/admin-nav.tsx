import type { MessageKey } from "@app/shared/i18n/translate";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useT } from "../lib/locale.tsx";
import { SupportUnreadBadge } from "./support-unread-badge.tsx";

/** The admin screens by group, in the order of the navigation. Only "Overview" (the admin home) is exact. */
const ADMIN_NAV_GROUPS = [
  {
    label: "panel.admin.group.catalogue",
    links: [
      { to: "/panel/admin/services", label: "panel.admin.nav.services" },
      { to: "/panel/admin/incidents", label: "panel.admin.nav.incidents" },
      { to: "/panel/admin/packages", label: "panel.admin.nav.packages" },
      { to: "/panel/admin/categories", label: "panel.admin.nav.categories" },
      { to: "/panel/admin/timeframes", label: "panel.admin.nav.timeframes" },
      { to: "/panel/admin/plan-services", label: "panel.admin.nav.planServices" },
    ],
  },
  {
    label: "panel.admin.group.commerce",
    links: [
      { to: "/panel/admin/vouchers", label: "panel.admin.nav.vouchers" },
      { to: "/panel/admin/transactions", label: "panel.admin.nav.transactions" },
      { to: "/panel/admin/renewals", label: "panel.admin.nav.renewals" },
    ],
  },
  {
    label: "panel.admin.group.users",
    links: [
      { to: "/panel/admin/users", label: "panel.admin.nav.users" },
      { to: "/panel/admin/referrals", label: "panel.admin.nav.referrals" },
      { to: "/panel/security", label: "panel.admin.nav.security" },
    ],
  },
  {
    label: "panel.admin.group.communication",
    links: [
      { to: "/panel/admin/announcements", label: "panel.admin.nav.announcements" },
      { to: "/panel/admin/email", label: "panel.admin.nav.email" },
      { to: "/panel/admin/support", label: "panel.admin.nav.support" },
    ],
  },
  {
    label: "panel.admin.group.insights",
    links: [
      { to: "/panel/admin", label: "panel.admin.nav.overview" },
      { to: "/panel/admin/statistics", label: "panel.admin.nav.statistics" },
      { to: "/panel/admin/reports", label: "panel.admin.nav.reports" },
      { to: "/panel/admin/audit", label: "panel.admin.nav.audit" },
      { to: "/panel/admin/media-downloader", label: "panel.admin.nav.mediaDownloader" },
      { to: "/panel/admin/extensions", label: "panel.admin.nav.extensions" },
    ],
  },
] as const satisfies readonly { label: MessageKey; links: readonly { to: string; label: MessageKey }[] }[];

/** A link of the panel's navigation (padding-y left to the caller); the current page is highlighted. */
export const NAV_LINK_CLASS =
  "flex items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700";

/**
 * The admin screens in five labelled groups (catalogue, commerce, users, communication, insights),
 * the current one marked by `aria-current="page"`, the support inbox with its unread count.
 * `onNavigate` runs on a link's click (the phone menu closes even when the link is the current page).
 * `dense` (the sidebar, where twenty links share the height with the user's own pages) draws the
 * groups and links closer together; the phone menu keeps taller links for fingers.
 */
export function AdminNav({ onNavigate, dense = false }: { onNavigate?: () => void; dense?: boolean }) {
  const t = useT();
  const idPrefix = useId();
  return (
    <nav
      aria-label={t("panel.admin.sections")}
      data-testid="admin-nav"
      className={`flex flex-col ${dense ? "gap-2" : "gap-3"}`}
    >
      {ADMIN_NAV_GROUPS.map((group) => {
        const labelId = `${idPrefix}-${group.label}`;
        return (
          <div key={group.label} className="flex flex-col gap-0.5">
            <p
              id={labelId}
              className={`px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${dense ? "pb-0.5" : "pb-1"}`}
            >
              {t(group.label)}
            </p>
            <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    activeOptions={{ exact: link.to === "/panel/admin", includeSearch: false }}
                    onClick={onNavigate}
                    className={`${NAV_LINK_CLASS} ${dense ? "py-1" : "py-1.5"}`}
                  >
                    {t(link.label)}
                    {link.to === "/panel/admin/support" ? <SupportUnreadBadge /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
