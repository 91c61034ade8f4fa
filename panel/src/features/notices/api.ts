import type { UserNotice } from "@app/shared/schemas/incidents";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";

/** Something the panel tells the signed-in user once (GET /notices), e.g. days added for downtime. */
export type { UserNotice };

export const noticeKeys = {
  unread: ["notices", "unread"] as const,
};

/** The user's unread notices, newest first. */
export function noticesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.unread,
    queryFn: async ({ signal }) => (await apiGet("/notices", { signal })).data,
  });
}

/** POST /notices/{uuid}/read: the notice is not shown again; the list is read anew. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) => {
      await apiPost("/notices/{uuid}/read", { path: { uuid } });
    },
    onSuccess: (_result, uuid) => {
      queryClient.setQueryData<UserNotice[]>(noticeKeys.unread, (current) =>
        current?.filter((notice) => notice.uuid !== uuid),
      );
      return queryClient.invalidateQueries({ queryKey: noticeKeys.unread });
    },
  });
}
