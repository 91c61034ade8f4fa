import { createFileRoute } from "@tanstack/react-router";
import { IncidentsPage } from "../../../../features/admin-incidents/components/incidents-page.tsx";
import { oneOf, pagination, searchParams } from "../../../../lib/search-params.ts";

/**
 * The scopes of `incidentsQuery` (@app/shared/schemas/incidents), repeated because that module
 * loads full zod, which must stay out of the entry chunk.
 */
const SCOPES = ["services", "accounts"] as const;

/** Scope, open/closed filter and page in the URL; a malformed value is dropped. */
const incidentsSearchSchema = searchParams({
  ...pagination,
  scope: oneOf(SCOPES),
  status: oneOf(["open", "closed"]),
});

export const Route = createFileRoute("/_auth/panel/admin/incidents")({
  validateSearch: incidentsSearchSchema,
  component: IncidentsPage,
});
