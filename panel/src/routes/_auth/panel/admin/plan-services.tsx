import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { PlanServicesPage } from "../../../../features/admin-catalogue/components/plan-services-page.tsx";

/** The package being edited (`?package=<uuid>`). */
const planServicesSearchSchema = z.object({
  package: z.catch(z.optional(z.uuid()), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/plan-services")({
  validateSearch: planServicesSearchSchema,
  component: PlanServicesPage,
});
