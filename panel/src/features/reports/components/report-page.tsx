import { getRouteApi } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";
import { MyReports } from "./my-reports.tsx";
import { ReportForm } from "./report-form.tsx";

const routeApi = getRouteApi("/_auth/panel/report");

/** Report services (SPEC §2): the form and the user's own reports. `?service=` prefills the name. */
export function ReportPage() {
  const t = useT();
  const { service } = routeApi.useSearch();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold" data-testid="report-heading">
          {t("panel.nav.report")}
        </h1>
        <p className="text-slate-600">{t("report.intro")}</p>
      </header>
      <ReportForm initialServiceName={service} />
      <MyReports />
    </div>
  );
}
