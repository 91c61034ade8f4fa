import type { MessageKey } from "@app/shared/i18n/translate";
import { Link, Outlet, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useT } from "../lib/locale.tsx";
import { logout } from "../lib/session/logout.ts";
import { useSession } from "../lib/session/session.ts";
import { Button } from "./button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

const NAV_ITEMS = [
  { to: "/panel", label: "panel.nav.dashboard", exact: true },
  { to: "/panel/addons", label: "panel.nav.addons", exact: false },
  { to: "/panel/transactions", label: "panel.nav.transactions", exact: false },
  { to: "/panel/vouchers", label: "panel.nav.vouchers", exact: false },
  { to: "/panel/affiliate", label: "panel.nav.referral", exact: false },
  { to: "/panel/report", label: "panel.nav.report", exact: false },
  { to: "/panel/media-downloader", label: "panel.nav.mediaDownloader", exact: false },
  { to: "/panel/profile", label: "panel.nav.profile", exact: false },
  { to: "/panel/admin", label: "panel.nav.admin", exact: false, adminOnly: true },
] as const satisfies readonly { to: string; label: MessageKey; exact: boolean; adminOnly?: boolean }[];

/**
 * Layout of the signed-in area: sidebar (top bar on small screens) with the user's name and the
 * logout button, and the page in <main>. The Admin link is shown to admins only. `overlay` is what
 * floats above every page (the support launcher, composed by the route: components never import
 * features).
 */
export function PanelShell({ overlay }: { overlay?: ReactNode } = {}) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const [loggingOut, setLoggingOut] = useState(false);
  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    await navigate({ to: "/login", replace: true });
  };
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("nav.skipToContent")}
      </a>
      <aside className="grid grid-cols-[1fr_auto] items-center gap-3 border-slate-200 border-b bg-white p-4 md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:items-stretch md:border-r md:border-b-0">
        <Link to="/panel" className="text-lg font-bold text-brand-700">
          {t("app.name")}
        </Link>
        {/* One switch: beside the name on small screens, at the bottom of the sidebar from md. */}
        <LanguageSwitch className="flex md:order-last" />
        <nav aria-label={t("panel.nav.main")} className="col-span-2 -mx-1 overflow-x-auto md:flex-1">
          <ul className="flex gap-1 md:flex-col">
            {NAV_ITEMS.filter((item) => isAdmin || !("adminOnly" in item)).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.exact }}
                  className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700"
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="col-span-2 flex items-center justify-between gap-2 border-slate-200 border-t pt-3 md:flex-col md:items-stretch">
            <p className="truncate text-sm text-slate-600" data-testid="shell-user-name">
              {t("panel.user.signedInAs", { name: user.name })}
            </p>
            <Button onClick={() => void onLogout()} disabled={loggingOut} aria-busy={loggingOut} variant="secondary">
              {t("panel.nav.logout")}
            </Button>
          </div>
        ) : null}
      </aside>
      {/* With an overlay, the page can scroll its end clear of the floating button. */}
      <main
        id="main"
        tabIndex={-1}
        className={`min-w-0 flex-1 p-4 outline-none md:p-8 ${overlay ? "pb-24 md:pb-24" : ""}`}
      >
        <Outlet />
      </main>
      {overlay}
    </div>
  );
}
