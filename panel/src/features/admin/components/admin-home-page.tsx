import { Link } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";

/** Landing page of the admin section; the admin issues add the management screens. */
export function AdminHomePage() {
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
        </ul>
      </nav>
      <p className="text-slate-600">{t("panel.placeholder")}</p>
    </div>
  );
}
