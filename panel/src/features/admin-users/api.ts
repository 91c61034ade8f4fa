import type { UserStatus } from "@app/shared/constants";
import type { UserDto, UserListQuery } from "@app/shared/schemas/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export type UserSortField = UserListQuery["sortBy"];
export type SortOrder = UserListQuery["sortOrder"];

/** Filters shared by the list and the export. */
export interface UserFilterParams {
  search?: string | undefined;
  status?: UserStatus | undefined;
  sortBy: UserSortField;
  sortOrder: SortOrder;
}

export interface UserListParams extends UserFilterParams {
  page: number;
  limit: number;
}

function filterQuery(params: UserFilterParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.status) query.set("status", params.status);
  query.set("sortBy", params.sortBy);
  query.set("sortOrder", params.sortOrder);
  return query;
}

/** Path (relative to /api) of one page of the user list. */
export function userListPath(params: UserListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  for (const [key, value] of filterQuery(params)) query.set(key, value);
  return `/users/list/pagination?${query}`;
}

/** Path (relative to /api) of the CSV export with the list's filters and order. */
export function userExportPath(params: UserFilterParams): string {
  return `/users/export?${filterQuery(params)}`;
}

export const adminUserKeys = {
  all: ["admin", "users"] as const,
  list: (params: UserListParams) => [...adminUserKeys.all, "list", params] as const,
};

export function userListQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => api<UserDto[]>(userListPath(params), { signal }),
  });
}

/** PUT /users/status/{uuid}; refreshes every cached page of the list afterwards. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, status }: { uuid: string; status: UserStatus }) =>
      api<UserDto>(`/users/status/${encodeURIComponent(uuid)}`, { method: "PUT", json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
