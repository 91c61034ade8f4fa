import type { MessageKey } from "@app/shared/i18n/translate";
import type { PanelFeatures } from "@app/shared/schemas/users";
import { Link, Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useScrollEdges } from "../hooks/use-scroll-edges.ts";
import { useLocale, useT } from "../lib/locale.tsx";
import { logout } from "../lib/session/logout.ts";
import { useSession } from "../lib/session/session.ts";
import { AdminNav, NAV_LINK_CLASS } from "./admin-nav.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ScrollCue } from "./scroll-region.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

const NAV_ITEMS = [
  { to: "/panel", label: "panel.nav.dashboard", exact: true },
  { to: "/panel/addons", label: "panel.nav.addons", exact: false },
  { to: "/panel/transactions", label: "panel.nav.transactions", exact: false },
  { to: "/panel/vouchers", label: "panel.nav.vouchers", exact: false },
  { to: "/panel/affiliate", label: "panel.nav.referral", exact: false },
  { to: "/panel/report", label: "panel.nav.report", exact: false },
  // Only where a provider is configured (issue 28): GET /users/me says so in `features`.
  { to: "/panel/media-downloader", label: "panel.nav.mediaDownloader", exact: false, feature: "mediaDownloader" },
  { to: "/panel/profile", label: "panel.nav.profile", exact: false },
  { to: "/panel/admin", label: "panel.nav.admin", exact: false, adminOnly: true },
] as const satisfies readonly {
  to: string;
  label: MessageKey;
  exact: boolean;
  adminOnly?: boolean;
  feature?: keyof PanelFeatures;
}[];

const MENU_TITLE_ID = "panel-menu-title";

/**
 * Layout of the signed-in area. From md: a sidebar with the navigation (and, for admins, the admin
 * screens in groups), the language switch, the user's name and the logout button. On phones: a top
 * bar whose menu button opens all of that in a drawer. The page renders in <main>. `overlay` is the
 * support launcher (composed by the route: components never import features), at most 40 px square
 * on phones: there it sits in the top bar, where it covers no page, notice or close button (issue
 * 28); from md it sits at the sidebar's foot, in room kept for it, never over the page (issue 46).
 * `banner` is shown above every page (the failed-renewal banner, issue 43; also composed by the route).
 */
export function PanelShell({ overlay, banner }: { overlay?: ReactNode; banner?: ReactNode } = {}) {
  const { locale, t } = useLocale();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const [loggingOut, setLoggingOut] = useState(false);
  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    await navigate({ to: "/login", replace: true });
  };
  // The drawer is open only at the location it was opened at, so any navigation closes it.
  const href = useRouterState({ select: (state) => state.location.href });
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === href;
  const closeMenu = () => setMenuOpenAt(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const userBlock = (testId?: string) =>
    user ? (
      <div className="flex flex-col gap-2 border-slate-200 border-t pt-3">
        <p className="truncate text-sm text-slate-600" data-testid={testId}>
          {t("panel.user.signedInAs", { name: user.name })}
        </p>
        <Button onClick={() => void onLogout()} disabled={loggingOut} aria-busy={loggingOut} variant="secondary">
          {t("panel.nav.logout")}
        </Button>
      </div>
    ) : null;

  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-slate-200 border-b bg-white px-4 py-2 md:hidden">
        <Link to="/panel" className="rounded-md">
          <BrandMark name={t("app.name")} size="sm" />
        </Link>
        <Button
          ref={menuButton}
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpenAt(href)}
          data-testid="panel-menu-button"
          className="ml-auto inline-flex items-center gap-2"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          {t("panel.nav.menu")}
        </Button>
        {/* The launcher's place in the bar: it is fixed over it (below), one element at every width. */}
        {overlay ? <span aria-hidden="true" className="-ml-1 size-10 shrink-0" /> : null}
      </header>
      <aside
        className={`hidden border-slate-200 border-r bg-white p-4 md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:gap-4 ${overlay ? "md:pb-20" : ""}`}
      >
        <Link to="/panel" className="rounded-md">
          <BrandMark name={t("app.name")} />
        </Link>
        <SidebarNavs adminLinks={isAdmin}>
          <PanelNav isAdmin={isAdmin} features={user?.features} dense />
          {isAdmin ? <AdminNav dense /> : null}
        </SidebarNavs>
        <a href={`/${locale}`} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
          {t("nav.backToSite")}
        </a>
        <LanguageSwitch />
        <ThemeSwitch />
        {userBlock("shell-user-name")}
      </aside>
      <PanelMenu
        open={menuOpen}
        onClose={closeMenu}
        returnFocus={menuButton}
        isAdmin={isAdmin}
        features={user?.features}
        account={userBlock()}
      />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        {banner}
        <Outlet />
      </main>
      {/* Phones: in the top bar's kept place. From md: in the room kept at the sidebar's foot, so it
          never lies over a page's control (issue 46: pagination, table actions, form fields). */}
      {overlay ? (
        <div
          data-testid="panel-overlay"
          className="fixed top-2 right-4 z-40 md:top-auto md:right-auto md:bottom-3 md:left-4"
        >
          {overlay}
        </div>
      ) : null}
    </div>
  );
}

/** The phone menu: a drawer with the navigations, the language and theme switches and `account`. */
function PanelMenu({
  open,
  onClose,
  returnFocus,
  isAdmin,
  features,
  account,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  isAdmin: boolean;
  features: PanelFeatures | undefined;
  account: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} variant="drawer" labelledBy={MENU_TITLE_ID} returnFocus={returnFocus}>
      <div className="flex flex-col gap-5 p-4" data-testid="panel-menu">
        <div className="flex items-center justify-between gap-3">
          <h2 id={MENU_TITLE_ID} className="text-lg font-bold text-brand-700">
            {t("panel.nav.menu")}
          </h2>
          <Button
            variant="ghost"
            aria-label={t("panel.nav.closeMenu")}
            onClick={onClose}
            data-testid="panel-menu-close"
            className="inline-flex items-center"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        </div>
        <PanelNav isAdmin={isAdmin} features={features} onNavigate={onClose} />
        {isAdmin ? <AdminNav onNavigate={onClose} /> : null}
        <LanguageSwitch />
        <ThemeSwitch />
        {account}
      </div>
    </Dialog>
  );
}

/**
 * The sidebar's navigations, between the brand and the account block. When they are taller than
 * the window (an admin's twenty screens at 800 px), they scroll by themselves with a thin scrollbar,
 * and a fade with an edge line shows on each side where links lie beyond (issue 28: at 1280×800 only
 * the Catalogue group showed, with no sign of the others). On a page of the admin navigation its
 * link is scrolled into view, with its neighbours.
 */
function SidebarNavs({ adminLinks, children }: { adminLinks: boolean; children: ReactNode }) {
  const [edgesRef, edges] = useScrollEdges<HTMLDivElement>("y");
  const box = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      box.current = node;
      edgesRef(node);
    },
    [edgesRef],
  );
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on each navigation (another current link) and once the admin links are there
  useEffect(() => {
    const scroller = box.current;
    const current = scroller?.querySelector('[data-testid="admin-nav"] [aria-current="page"]');
    if (!scroller || !current) return;
    const frame = scroller.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.top >= frame.top && link.bottom <= frame.bottom) return;
    scroller.scrollTop += link.top - frame.top - (frame.height - link.height) / 2;
  }, [pathname, adminLinks]);
  return (
    <div className="relative -mx-1 flex min-h-0 flex-1 flex-col">
      <div
        ref={ref}
        data-testid="sidebar-navs"
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-1 [scrollbar-width:thin]"
      >
        {children}
      </div>
      <ScrollCue edge="top" shown={edges.before} />
      <ScrollCue edge="bottom" shown={edges.after} />
    </div>
  );
}

/**
 * The user's pages (and the Admin entry for admins), without the tools this deployment has not
 * configured (none known yet: hidden); `onNavigate` runs on a link's click. `dense`: the sidebar's
 * shorter links (the phone menu keeps taller ones for fingers).
 */
function PanelNav({
  isAdmin,
  features,
  onNavigate,
  dense = false,
}: {
  isAdmin: boolean;
  features: PanelFeatures | undefined;
  onNavigate?: () => void;
  dense?: boolean;
}) {
  const t = useT();
  const shown = NAV_ITEMS.filter(
    (item) => (isAdmin || !("adminOnly" in item)) && (!("feature" in item) || features?.[item.feature] === true),
  );
  return (
    <nav aria-label={t("panel.nav.main")}>
      <ul className="flex flex-col gap-0.5">
        {shown.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              onClick={onNavigate}
              className={`${NAV_LINK_CLASS} ${dense ? "py-1.5" : "py-2"}`}
            >
              {/* An admin lands in the admin area; the subscriber's dashboard is theirs too (issue 44). */}
              {t(isAdmin && item.to === "/panel" ? "panel.nav.mySubscription" : item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
