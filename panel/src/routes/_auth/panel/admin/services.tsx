import { SERVICE_TYPES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../../features/admin-catalogue/components/services-page.tsx";
import { oneOf, optionalString, pagination, searchParams, uuid } from "../../../../lib/search-params.ts";

/**
 * List state in the URL (serviceListQuery's filters), and the open accounts dialog (`accounts`: a
 * service) with an account's history over it (`history`); a malformed value is dropped.
 */
const servicesSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 100 }),
  category: uuid(),
  type: oneOf(SERVICE_TYPES),
  status: oneOf(["active", "inactive"]),
  accounts: uuid(),
  history: uuid(),
});

export const Route = createFileRoute("/_auth/panel/admin/services")({
  validateSearch: servicesSearchSchema,
  component: ServicesPage,
});
