import { OUTBOX_LIST_FIELDS, PAGINATION_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "../../../../features/admin-email/components/outbox-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL (search: part of the recipient address). */
const outboxSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...OUTBOX_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/email/outbox")({
  validateSearch: outboxSearchSchema,
  component: OutboxPage,
});
