import { USER_STATUSES } from "@app/shared/constants";
import { SORT_ORDERS, USER_SORT_FIELDS } from "@app/shared/constants/users";
import { createFileRoute } from "@tanstack/react-router";
import { AdminUsersPage } from "../../../../features/admin-users/components/admin-users-page.tsx";
import { oneOf, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const usersSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 100 }),
  status: oneOf(USER_STATUSES),
  sortBy: oneOf(USER_SORT_FIELDS),
  sortOrder: oneOf(SORT_ORDERS),
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/admin/users")({
  validateSearch: usersSearchSchema,
  component: AdminUsersPage,
});
