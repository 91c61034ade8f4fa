import { PAGINATION_FIELDS, USER_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AdminUsersPage } from "../../../../features/admin-users/components/admin-users-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const usersSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...USER_LIST_FIELDS });

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/admin/users")({
  validateSearch: usersSearchSchema,
  component: AdminUsersPage,
});
