import { createFileRoute } from "@tanstack/react-router";
import { BlastDetailPage } from "../../../../features/admin-email/components/blast-detail-page.tsx";
import { oneOf, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** The recipient list's state in the URL: page, size, status filter and address search. */
const blastSearchSchema = searchParams({
  ...pagination,
  status: oneOf(["queued", "sent", "failed", "skipped", "canceled"]),
  search: optionalString({ max: 254 }),
});

export const Route = createFileRoute("/_auth/panel/admin/email/$id")({
  validateSearch: blastSearchSchema,
  component: BlastDetailPage,
});
