import { INCIDENT_LIST_FIELDS, PAGINATION_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { IncidentsPage } from "../../../../features/admin-incidents/components/incidents-page.tsx";
import { oneOf, searchParams } from "../../../../lib/search-params.ts";

/**
 * Scope (`incidentsQuery`'s), open/closed filter (sent as its `open`) and page in the URL; a
 * malformed value is dropped.
 */
const incidentsSearchSchema = searchParams({
  ...PAGINATION_FIELDS,
  scope: INCIDENT_LIST_FIELDS.scope,
  status: oneOf(["open", "closed"]),
});

export const Route = createFileRoute("/_auth/panel/admin/incidents")({
  validateSearch: incidentsSearchSchema,
  component: IncidentsPage,
});
