import { Outlet } from "@tanstack/react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";

/** Frame of the admin section (lazy chunk); its pages render in the outlet. */
export function AdminLayout() {
  const t = useT();
  return (
    <section className="flex flex-col gap-6" data-testid="admin-section">
      <PageHeader id="admin-section-heading" level={1} title={t("panel.admin.title")} intro={t("panel.admin.intro")} />
      <Outlet />
    </section>
  );
}
