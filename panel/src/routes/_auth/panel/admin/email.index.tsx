import { createFileRoute } from "@tanstack/react-router";
import { BlastsPage } from "../../../../features/admin-email/components/blasts-page.tsx";
import { oneOf, pagination, searchParams } from "../../../../lib/search-params.ts";

/**
 * The sort fields of `blastListQuery` (@app/shared/schemas/comms), repeated because that module loads
 * full zod, which must stay out of the entry chunk; the page assigns the value to the API's type.
 */
const SORT_FIELDS = ["createdAt", "subject", "status", "total"] as const;

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const blastsSearchSchema = searchParams({
  ...pagination,
  sortBy: oneOf(SORT_FIELDS),
  sortOrder: oneOf(["asc", "desc"]),
});

export const Route = createFileRoute("/_auth/panel/admin/email/")({
  validateSearch: blastsSearchSchema,
  component: BlastsPage,
});
