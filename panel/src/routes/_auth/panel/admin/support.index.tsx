import { SUPPORT_CHANNELS, SUPPORT_STATUSES } from "@app/shared/support-topics";
import { createFileRoute } from "@tanstack/react-router";
import { SupportInboxPage } from "../../../../features/admin-support/components/support-inbox-page.tsx";
import { oneOf, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** The inbox's state in the URL: page, size, filters; a malformed value falls back to the default. */
const inboxSearchSchema = searchParams({
  ...pagination,
  status: oneOf(SUPPORT_STATUSES),
  channel: oneOf(SUPPORT_CHANNELS),
  search: optionalString({ max: 100 }),
});

export const Route = createFileRoute("/_auth/panel/admin/support/")({
  validateSearch: inboxSearchSchema,
  component: SupportInboxPage,
});
