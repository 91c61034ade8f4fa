import { PAGINATION_FIELDS, SUPPORT_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { SupportInboxPage } from "../../../../features/admin-support/components/support-inbox-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** The inbox's state in the URL: page, size, filters; a malformed value falls back to the default. */
const inboxSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...SUPPORT_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/support/")({
  validateSearch: inboxSearchSchema,
  component: SupportInboxPage,
});
