import { createFileRoute } from "@tanstack/react-router";
import { PlanServicesPage } from "../../../../features/admin-catalogue/components/plan-services-page.tsx";
import { searchParams, uuid } from "../../../../lib/search-params.ts";

/** The package being edited (`?package=<uuid>`). */
const planServicesSearchSchema = searchParams({
  package: uuid(),
});

export const Route = createFileRoute("/_auth/panel/admin/plan-services")({
  validateSearch: planServicesSearchSchema,
  component: PlanServicesPage,
});
