import { createFileRoute } from "@tanstack/react-router";
import { AdminReportsPage } from "../../../../features/admin-reports/components/reports-page.tsx";
import { oneOf, pagination, searchParams } from "../../../../lib/search-params.ts";

const reportsSearchSchema = searchParams({
  ...pagination,
  status: oneOf(["open", "resolved"]),
});

export const Route = createFileRoute("/_auth/panel/admin/reports")({
  validateSearch: reportsSearchSchema,
  component: AdminReportsPage,
});
