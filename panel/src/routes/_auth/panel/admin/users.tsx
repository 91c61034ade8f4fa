import { USER_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminUsersPage } from "../../../../features/admin-users/components/admin-users-page.tsx";

/**
 * The sort fields of `userListQuery` (USER_SORT_FIELDS in @app/shared/schemas/users). Repeated here
 * because that module loads full zod, which must stay out of the entry chunk; the page assigns the
 * parsed value to the API's type, so a field the API does not know fails the typecheck.
 */
const SORT_FIELDS = ["createdAt", "name", "email", "status"] as const;

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const usersSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.enum(USER_STATUSES)), undefined),
  sortBy: z.catch(z.optional(z.enum(SORT_FIELDS)), undefined),
  sortOrder: z.catch(z.optional(z.enum(["asc", "desc"])), undefined),
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/admin/users")({
  validateSearch: usersSearchSchema,
  component: AdminUsersPage,
});
