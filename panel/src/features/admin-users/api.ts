import type { UserExportQuery, UserListQuery, UserStatusBody } from "@app/shared/schemas/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";

export type UserSortField = UserListQuery["sortBy"];
export type SortOrder = UserListQuery["sortOrder"];

/** The query of one page of the user list. */
export function userListSearch(params: UserListQuery) {
  const { page, limit, search, status, sortBy, sortOrder } = params;
  return { page, limit, search, status, sortBy, sortOrder };
}

/** Path (relative to /api) of the CSV export with the list's filters and order (every page). */
export function userExportPath(params: UserExportQuery): string {
  const { search, status, sortBy, sortOrder } = params;
  return apiPath<UserExportQuery>("/users/export", { search, status, sortBy, sortOrder });
}

export const adminUserKeys = {
  all: ["admin", "users"] as const,
  list: (params: UserListQuery) => [...adminUserKeys.all, "list", params] as const,
};

export function userListQueryOptions(params: UserListQuery) {
  return queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => apiGet("/users/list/pagination", { query: userListSearch(params), signal }),
  });
}

/** PUT /users/status/{uuid}; refreshes every cached page of the list afterwards. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: UserStatusBody & { uuid: string }) =>
      apiPut("/users/status/{userId}", { path: { userId: uuid }, json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
