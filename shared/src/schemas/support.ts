import { z } from "zod";
import { LOCALES } from "../constants.ts";
import { SUPPORT_LIST_FIELDS } from "../query-fields.ts";
import {
  SUPPORT_AUTHORS,
  SUPPORT_CHANNELS,
  SUPPORT_LIMITS,
  SUPPORT_ROOM_ROLES,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
} from "../support-topics.ts";
import { personName, timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";
import { email } from "./users.ts";

/**
 * The support API (`/api/support`): contact form, live chat and the admin inbox.
 *
 * Live chat: `POST /conversations/{uuid}/live-ticket` (bearer) answers a single-use ticket valid
 * for 60 seconds; the client opens `GET /conversations/{uuid}/live?ticket=…` as a WebSocket.
 * The server sends `SupportLiveEvent`s (JSON text frames); the client may send
 * `SupportLiveClientEvent`s and the text `ping` (answered `pong` without waking the room).
 * Messages are posted over HTTP (`POST /conversations/{uuid}/messages`), never over the socket.
 */

/** Plain text, stored as written (clients escape it and make links clickable). */
const messageText = z.string().trim().min(1).max(SUPPORT_LIMITS.message);

/**
 * `POST /support/contact`, as JSON or as a form post (`application/x-www-form-urlencoded`, where
 * the Turnstile widget's `cf-turnstile-response` field stands for `turnstileToken`). `locale`
 * picks the acknowledgement's language and, for a form post, the page redirected to.
 */
export const supportContactBody = z.object({
  name: personName(1, SUPPORT_LIMITS.name),
  email,
  topic: z.enum(SUPPORT_TOPICS),
  message: messageText,
  locale: z.enum(LOCALES).optional(),
  turnstileToken: z.string().max(2048).optional(),
});
export type SupportContactBody = z.input<typeof supportContactBody>;
/** The answer to a contact message (also to one the spam checks dropped). */
export const supportContactResult = z.object({ received: z.literal(true) });
export type SupportContactResult = z.infer<typeof supportContactResult>;

/** `POST /support/conversations`: a signed-in user starts a chat. */
export const supportChatStartBody = z.object({ message: messageText, topic: z.enum(SUPPORT_TOPICS).optional() });
export type SupportChatStartBody = z.input<typeof supportChatStartBody>;

/** `POST /support/conversations/{uuid}/messages`. */
export const supportMessageBody = z.object({ body: messageText });
export type SupportMessageBody = z.input<typeof supportMessageBody>;

/** `PUT /support/conversations/{uuid}` (admin): absent keeps, `assigneeUuid: null` unassigns. */
export const supportConversationUpdateBody = z
  .object({
    status: z.enum(SUPPORT_STATUSES).optional(),
    assigneeUuid: z.uuid().nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeUuid !== undefined, {
    error: "status or assigneeUuid is required",
    path: ["status"],
  });
export type SupportConversationUpdateBody = z.input<typeof supportConversationUpdateBody>;

/** `GET /support/conversations`: a user's own, an admin's all; newest activity first. */
export const supportListQuery = paginationQuery.extend(queryShape(SUPPORT_LIST_FIELDS));
export type SupportListQuery = z.output<typeof supportListQuery>;

export const supportMessageDto = z.object({
  uuid: z.uuid(),
  conversationUuid: z.uuid(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The writer's name (the admin's for support replies). */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: timestamp,
  /** When the other side read it. */
  readAt: timestamp.nullable(),
});
export type SupportMessageDto = z.infer<typeof supportMessageDto>;

export const supportConversationSummary = z.object({
  uuid: z.uuid(),
  channel: z.enum(SUPPORT_CHANNELS),
  status: z.enum(SUPPORT_STATUSES),
  topic: z.enum(SUPPORT_TOPICS).nullable(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  /** The start of the first message. */
  subject: z.string(),
  /** The start of the latest message. */
  preview: z.string(),
  /** The account behind it; null for a visitor's contact message. */
  userUuid: z.uuid().nullable(),
  assignee: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  lastAuthor: z.enum(SUPPORT_AUTHORS),
  lastMessageAt: timestamp,
  /** Messages the viewer has not read (unreadForAdmin for admins, unreadForUser for users). */
  unread: z.number().int().min(0),
  unreadForAdmin: z.number().int().min(0),
  unreadForUser: z.number().int().min(0),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummary>;

/** `GET /support/conversations/{uuid}`: reading it marks the other side's messages read. */
export const supportConversationDto = supportConversationSummary.extend({
  /** Oldest first: the latest 200. */
  messages: z.array(supportMessageDto),
  /** Older messages exist than the ones listed. */
  hasEarlier: z.boolean(),
  /** An admin was seen in the last 5 minutes; if not, replies also come by email. */
  supportOnline: z.boolean(),
});
export type SupportConversationDto = z.infer<typeof supportConversationDto>;

export const SUPPORT_DELIVERY = ["live", "email"] as const;
/** `POST /support/conversations/{uuid}/messages` (201) and `POST /support/conversations` (201). */
export const supportPostResult = z.object({
  message: supportMessageDto,
  conversation: supportConversationSummary,
  /**
   * How the other side gets it: a user's message `["live"]`; an admin's reply in a chat `["live"]`,
   * or `["live", "email"]` when the user is not connected; a reply to a contact message `["email"]`.
   * A reply email that could not be sent is left out (the message is stored either way).
   */
  deliveredBy: z.array(z.enum(SUPPORT_DELIVERY)),
  supportOnline: z.boolean(),
});
export type SupportPostResult = z.infer<typeof supportPostResult>;

/** `GET /support/unread`: an admin's count of conversations with unread customer messages, a user's own. */
export const supportUnreadResult = z.object({
  conversations: z.number().int().min(0),
  messages: z.number().int().min(0),
});
export type SupportUnreadResult = z.infer<typeof supportUnreadResult>;

/**
 * `POST /support/conversations/{uuid}/live-ticket`: open the socket within 60 s, once: `url` is
 * absolute (ws: or wss: on the configured origin), `path` the same address relative to the page.
 */
export const supportLiveTicket = z.object({
  ticket: z.string(),
  path: z.string(),
  url: z.string(),
  expiresAt: timestamp,
});
export type SupportLiveTicket = z.infer<typeof supportLiveTicket>;

/** `GET /support/config`: what the contact form needs at run time. */
export const supportConfig = z.object({
  /** Render the Turnstile widget with this key; null when the check is off. */
  turnstileSiteKey: z.string().nullable(),
  topics: z.array(z.enum(SUPPORT_TOPICS)),
  maxMessageLength: z.number().int(),
});
export type SupportConfig = z.infer<typeof supportConfig>;

const roomRole = z.enum(SUPPORT_ROOM_ROLES);

/** What the live socket sends. */
export const supportLiveEvent = z.discriminatedUnion("type", [
  /** A message stored in D1, from either side (the sender's own socket gets it too). */
  z.object({ type: z.literal("message"), message: supportMessageDto }),
  /** The other side started or stopped typing. */
  z.object({ type: z.literal("typing"), role: roomRole, name: z.string().nullable(), typing: z.boolean() }),
  /** `role` read every message of the other side up to `at`. */
  z.object({ type: z.literal("read"), role: roomRole, at: timestamp }),
  /** Sent on connect and whenever someone joins or leaves. */
  z.object({
    type: z.literal("presence"),
    supportOnline: z.boolean(),
    adminConnected: z.boolean(),
    userConnected: z.boolean(),
  }),
  /** An admin changed the status or the assignee. */
  z.object({
    type: z.literal("status"),
    status: z.enum(SUPPORT_STATUSES),
    assignee: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  }),
]);
export type SupportLiveEvent = z.infer<typeof supportLiveEvent>;

/** What a client may send on the live socket. */
export const supportLiveClientEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("typing"), typing: z.boolean() }),
  /** The client shows the conversation: the other side's messages are marked read. */
  z.object({ type: z.literal("read") }),
]);
export type SupportLiveClientEvent = z.infer<typeof supportLiveClientEvent>;
