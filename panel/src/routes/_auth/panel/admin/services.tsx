import { PAGINATION_FIELDS, SERVICE_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../../features/admin-catalogue/components/services-page.tsx";
import { searchParams, uuid } from "../../../../lib/search-params.ts";

/**
 * List state in the URL (serviceListQuery's filters), and the open accounts dialog (`accounts`: a
 * service) with an account's history over it (`history`); a malformed value is dropped.
 */
const servicesSearchSchema = searchParams({
  ...PAGINATION_FIELDS,
  ...SERVICE_LIST_FIELDS,
  accounts: uuid(),
  history: uuid(),
});

export const Route = createFileRoute("/_auth/panel/admin/services")({
  validateSearch: servicesSearchSchema,
  component: ServicesPage,
});
