import { PAGINATION_FIELDS, REPORT_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AdminReportsPage } from "../../../../features/admin-reports/components/reports-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

const reportsSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...REPORT_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/reports")({
  validateSearch: reportsSearchSchema,
  component: AdminReportsPage,
});
