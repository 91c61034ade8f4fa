import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";

/**
 * Landing page of the admin section: its heading, then `dashboard` (the overview, composed in the
 * route file: features do not import each other). The links to the management screens are the
 * shell's admin navigation, on every page.
 */
export function AdminHomePage({ dashboard }: { dashboard?: ReactNode } = {}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader id="admin-section-heading" level={1} title={t("panel.admin.title")} intro={t("panel.admin.intro")} />
      {dashboard ?? <p className="text-slate-600">{t("panel.placeholder")}</p>}
    </div>
  );
}
