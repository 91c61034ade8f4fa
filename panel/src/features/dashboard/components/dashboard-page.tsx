import { useT } from "../../../lib/locale.tsx";

/** Dashboard placeholder; the dashboard issue adds services, subscription info and alerts. */
export function DashboardPage() {
  const t = useT();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold" data-testid="dashboard-heading">
        {t("panel.dashboard.title")}
      </h1>
      <p className="text-slate-600">{t("panel.dashboard.welcome")}</p>
    </section>
  );
}
