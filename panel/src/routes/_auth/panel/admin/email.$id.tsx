import { PAGINATION_FIELDS, RECIPIENT_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { BlastDetailPage } from "../../../../features/admin-email/components/blast-detail-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** The recipient list's state in the URL: page, size, status filter and address search. */
const blastSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...RECIPIENT_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/email/$id")({
  validateSearch: blastSearchSchema,
  component: BlastDetailPage,
});
