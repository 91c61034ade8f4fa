import { getRouteApi } from "@tanstack/react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";
import { MyReports } from "./my-reports.tsx";
import { ReportForm } from "./report-form.tsx";

const routeApi = getRouteApi("/_auth/panel/report");

/**
 * Report services (docs/product.md#service-reports): the form and the user's own reports.
 * `?service=` prefills the name.
 */
export function ReportPage() {
  const t = useT();
  const { service } = routeApi.useSearch();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader id="report-heading" level={1} title={t("panel.nav.report")} intro={t("report.intro")} />
      <ReportForm initialServiceName={service} />
      <MyReports />
    </div>
  );
}
