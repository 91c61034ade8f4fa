import type {
  SupportConversationDto,
  SupportConversationSummary,
  SupportLiveEvent,
  SupportMessageBody,
  SupportMessageDto,
  SupportPostResult,
} from "@app/shared/schemas/support";
import type { SupportAuthor, SupportRoomRole } from "@app/shared/support-topics";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiPost } from "./api-client.ts";

/**
 * What the user's chat and the admin inbox share: the unread count and the updates of a cached
 * conversation. Type imports only from the zod schemas: full zod stays out of the entry chunk.
 */

export const SUPPORT_UNREAD_POLL_MS = 60_000;
export const supportUnreadKey = ["support", "unread"] as const;

/** GET /support/unread: a user's unread messages, an admin's conversations waiting to be read. */
export function supportUnreadQueryOptions() {
  return queryOptions({
    queryKey: supportUnreadKey,
    queryFn: async ({ signal }) => (await apiGet("/support/unread", { signal })).data,
    refetchInterval: SUPPORT_UNREAD_POLL_MS,
    staleTime: 0,
    retry: false,
  });
}

/** The side of the room a message's author is on (a contact-form visitor is the customer side). */
export function sideOfAuthor(author: SupportAuthor): SupportRoomRole {
  return author === "admin" ? "admin" : "user";
}

/** POST …/messages, for the user's chat and the admin's reply alike. */
export async function postSupportMessage(uuid: string, body: string): Promise<SupportPostResult> {
  return (
    await apiPost("/support/conversations/{uuid}/messages", {
      path: { uuid },
      json: { body } satisfies SupportMessageBody,
    })
  ).data;
}

/** The conversation with `message` added in order; a message already there is not added twice. */
export function withMessage(conversation: SupportConversationDto, message: SupportMessageDto): SupportConversationDto {
  if (conversation.messages.some((m) => m.uuid === message.uuid)) return conversation;
  const messages = [...conversation.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const last = messages[messages.length - 1] ?? message;
  return { ...conversation, messages, lastAuthor: last.author, lastMessageAt: last.createdAt };
}

/** The summary fields of a fresher answer (after a post or an update), keeping the messages. */
export function withSummary(
  conversation: SupportConversationDto,
  summary: SupportConversationSummary,
): SupportConversationDto {
  return { ...conversation, ...summary, messages: conversation.messages, hasEarlier: conversation.hasEarlier };
}

/** A live event applied to the cached conversation, seen from `side` (typing is not stored). */
export function applySupportEvent(
  conversation: SupportConversationDto,
  event: SupportLiveEvent,
  side: SupportRoomRole,
): SupportConversationDto {
  switch (event.type) {
    case "message":
      return withMessage(conversation, event.message);
    case "read": {
      // `role` read the other side's messages up to `at`.
      const messages = conversation.messages.map((m) =>
        !m.readAt && sideOfAuthor(m.author) !== event.role && m.createdAt <= event.at ? { ...m, readAt: event.at } : m,
      );
      return { ...conversation, messages, ...(event.role === side ? { unread: 0 } : {}) };
    }
    case "presence":
      return { ...conversation, supportOnline: event.supportOnline };
    case "status":
      return { ...conversation, status: event.status, assignee: event.assignee };
    default:
      return conversation;
  }
}
