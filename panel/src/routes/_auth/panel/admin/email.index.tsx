import { BLAST_LIST_FIELDS, PAGINATION_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { BlastsPage } from "../../../../features/admin-email/components/blasts-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const blastsSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...BLAST_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/email/")({
  validateSearch: blastsSearchSchema,
  component: BlastsPage,
});
