import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ReportPage } from "../../../features/reports/components/report-page.tsx";

/** `?service=` prefills the service name (the service page links here with it). */
const reportSearchSchema = z.object({
  service: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
});

export const Route = createFileRoute("/_auth/panel/report")({
  validateSearch: reportSearchSchema,
  component: ReportPage,
});
