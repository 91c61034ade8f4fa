import type { SupportChatStartBody, SupportConversationDto } from "@app/shared/schemas/support";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";
import { postSupportMessage, supportUnreadKey, withMessage, withSummary } from "../../lib/support.ts";

export const supportKeys = {
  conversations: ["support", "conversations"] as const,
  conversation: (uuid: string) => ["support", "conversation", uuid] as const,
};

/** How many of one's own conversations the chat lists (newest activity first). */
export const CHAT_LIST_LIMIT = 20;

/** The signed-in user's own conversations (GET /support/conversations answers only those to users). */
export function myConversationsQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.conversations,
    queryFn: async ({ signal }) =>
      (await apiGet("/support/conversations", { query: { limit: CHAT_LIST_LIMIT }, signal })).data,
    staleTime: 0,
  });
}

/** One conversation with its latest messages; reading it marks support's messages read. */
export function conversationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: supportKeys.conversation(uuid),
    queryFn: async ({ signal }) => (await apiGet("/support/conversations/{uuid}", { path: { uuid }, signal })).data,
    staleTime: 0,
  });
}

/** POST /support/conversations: a new chat with its first message, cached at once. */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupportChatStartBody) => (await apiPost("/support/conversations", { json: body })).data,
    onSuccess: (result) => {
      const conversation: SupportConversationDto = {
        ...result.conversation,
        messages: [result.message],
        hasEarlier: false,
        supportOnline: result.supportOnline,
      };
      queryClient.setQueryData(supportKeys.conversation(conversation.uuid), conversation);
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations });
    },
  });
}

/** POST /support/conversations/{uuid}/messages; the message joins the cached conversation. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: string }) => postSupportMessage(uuid, body),
    onSuccess: (result, { uuid }) => {
      queryClient.setQueryData<SupportConversationDto>(supportKeys.conversation(uuid), (current) =>
        current
          ? {
              ...withSummary(withMessage(current, result.message), result.conversation),
              supportOnline: result.supportOnline,
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: supportUnreadKey });
    },
  });
}
