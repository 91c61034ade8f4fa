import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminReportsPage } from "../../../../features/admin-reports/components/reports-page.tsx";

const reportsSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  status: z.catch(z.optional(z.enum(["open", "resolved"])), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/reports")({
  validateSearch: reportsSearchSchema,
  component: AdminReportsPage,
});
