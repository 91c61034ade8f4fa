import { Link, Outlet } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";

const TAB_CLASS =
  "-mb-px block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[status=active]:border-brand-600 data-[status=active]:text-brand-700";

/** /panel/affiliate: the invitation page and the affiliate dashboard under one tab bar. */
export function AffiliateLayout() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t("referrals.nav.label")} className="border-slate-200 border-b">
        <ul className="flex gap-2 overflow-x-auto">
          <li>
            <Link to="/panel/affiliate" activeOptions={{ exact: true }} className={TAB_CLASS}>
              {t("referrals.nav.invitation")}
            </Link>
          </li>
          <li>
            <Link to="/panel/affiliate/dashboard" className={TAB_CLASS}>
              {t("referrals.nav.dashboard")}
            </Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
