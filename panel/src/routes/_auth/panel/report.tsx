import { createFileRoute } from "@tanstack/react-router";
import { ReportPage } from "../../../features/reports/components/report-page.tsx";
import { optionalString, searchParams } from "../../../lib/search-params.ts";

/** `?service=` prefills the service name (the service page links here with it). */
const reportSearchSchema = searchParams({
  service: optionalString({ max: 100 }),
});

export const Route = createFileRoute("/_auth/panel/report")({
  validateSearch: reportSearchSchema,
  component: ReportPage,
});
