import { Outlet } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";

/** Frame of the admin section (lazy chunk); its pages render in the outlet. */
export function AdminLayout() {
  const t = useT();
  return (
    <section className="flex flex-col gap-6" data-testid="admin-section">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t("panel.admin.title")}</h1>
        <p className="text-slate-600">{t("panel.admin.intro")}</p>
      </header>
      <Outlet />
    </section>
  );
}
