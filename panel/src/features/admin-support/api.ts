import type {
  SupportConversationDto,
  SupportConversationUpdateBody,
  SupportListQuery,
} from "@app/shared/schemas/support";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../lib/api-client.ts";
import { postSupportMessage, supportUnreadKey, withMessage, withSummary } from "../../lib/support.ts";

export const adminSupportKeys = {
  all: ["admin", "support"] as const,
  lists: () => [...adminSupportKeys.all, "list"] as const,
  list: (params: SupportListQuery) => [...adminSupportKeys.lists(), params] as const,
  conversation: (uuid: string) => [...adminSupportKeys.all, "conversation", uuid] as const,
};

/** The inbox refreshes on its own this often (new contact messages and chats). */
export const INBOX_POLL_MS = 30_000;

/** The query of /support/conversations for the list's params: only the fields the list sends. */
export function supportListSearch(params: SupportListQuery) {
  const { page, limit, status, channel, search } = params;
  return { page, limit, status, channel, search };
}

/** Every conversation (an admin's GET /support/conversations), newest activity first. */
export function adminSupportListQueryOptions(params: SupportListQuery) {
  return queryOptions({
    queryKey: adminSupportKeys.list(params),
    queryFn: ({ signal }) => apiGet("/support/conversations", { query: supportListSearch(params), signal }),
    refetchInterval: INBOX_POLL_MS,
  });
}

/** One conversation with its messages; opening it marks the customer's messages read. */
export function adminConversationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: adminSupportKeys.conversation(uuid),
    queryFn: async ({ signal }) => (await apiGet("/support/conversations/{uuid}", { path: { uuid }, signal })).data,
    staleTime: 0,
  });
}

function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: supportUnreadKey });
    },
  };
}

/** POST …/messages: live to a chat, by email to a contact message (see `deliveredBy`). */
export function useReply() {
  const { queryClient, refresh } = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: string }) => postSupportMessage(uuid, body),
    onSuccess: (result, { uuid }) => {
      queryClient.setQueryData<SupportConversationDto>(adminSupportKeys.conversation(uuid), (current) =>
        current
          ? { ...withSummary(withMessage(current, result.message), result.conversation), supportOnline: true }
          : current,
      );
      refresh();
    },
  });
}

/** PUT /support/conversations/{uuid}: status and assignee (audited by the server). */
export function useUpdateConversation() {
  const { queryClient, refresh } = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async ({ uuid, ...body }: SupportConversationUpdateBody & { uuid: string }) =>
      (await apiPut("/support/conversations/{uuid}", { path: { uuid }, json: body })).data,
    onSuccess: (summary) => {
      queryClient.setQueryData<SupportConversationDto>(adminSupportKeys.conversation(summary.uuid), (current) =>
        current ? withSummary(current, summary) : current,
      );
      refresh();
    },
  });
}
