import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "../../../../features/admin-email/components/outbox-page.tsx";
import { optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL (search: part of the recipient address). */
const outboxSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 254 }),
});

export const Route = createFileRoute("/_auth/panel/admin/email/outbox")({
  validateSearch: outboxSearchSchema,
  component: OutboxPage,
});
