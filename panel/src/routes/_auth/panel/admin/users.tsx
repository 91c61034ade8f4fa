import { USER_STATUSES } from "@app/shared/constants";
import { SORT_ORDERS, USER_SORT_FIELDS } from "@app/shared/constants/users";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminUsersPage } from "../../../../features/admin-users/components/admin-users-page.tsx";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const usersSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.enum(USER_STATUSES)), undefined),
  sortBy: z.catch(z.optional(z.enum(USER_SORT_FIELDS)), undefined),
  sortOrder: z.catch(z.optional(z.enum(SORT_ORDERS)), undefined),
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/admin/users")({
  validateSearch: usersSearchSchema,
  component: AdminUsersPage,
});
