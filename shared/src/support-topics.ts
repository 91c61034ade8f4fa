/**
 * What the contact form and the support chat agree on without zod, so the marketing site's plain
 * HTML form can use it at no JavaScript cost. The zod contract is `schemas/support.ts`.
 */
export const SUPPORT_TOPICS = ["account", "billing", "service", "extension", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_CHANNELS = ["contact", "chat"] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];
/** open: waits for support; waiting: support answered, waits for the customer; closed. */
export const SUPPORT_STATUSES = ["open", "waiting", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Who wrote a message: a signed-in user, an admin, or a visitor of the contact form. */
export const SUPPORT_AUTHORS = ["user", "admin", "visitor"] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
/** The two sides of a live chat room. */
export const SUPPORT_ROOM_ROLES = ["user", "admin"] as const;
export type SupportRoomRole = (typeof SUPPORT_ROOM_ROLES)[number];

/** Field limits (the form's `maxlength` attributes and the API's validation). */
export const SUPPORT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

/** Form field names of `POST /api/support/contact` beyond name, email, topic, message and locale. */
export const SUPPORT_FORM_FIELDS = {
  /** Hidden from people (CSS): a filled-in value marks a bot, answered as a success and dropped. */
  honeypot: "website",
  /** The field the Turnstile widget adds to its form. */
  turnstile: "cf-turnstile-response",
} as const;

/**
 * A form post (no JavaScript) is answered with a 303 to `/{locale}/?contact={result}#contact`:
 * `sent`, `error` (a field or the anti-spam check failed) or `limited` (too many messages).
 */
export const CONTACT_RESULTS = ["sent", "error", "limited"] as const;
export type ContactResult = (typeof CONTACT_RESULTS)[number];
export const CONTACT_RESULT_QUERY = "contact";

export function contactResultPath(locale: string, result: ContactResult): string {
  return `/${locale}/?${CONTACT_RESULT_QUERY}=${result}#contact`;
}

/** The panel page a chat reply email links to; the panel opens the chat named by `support`. */
export function supportChatPath(conversationUuid: string): string {
  return `/panel?support=${encodeURIComponent(conversationUuid)}`;
}

/** An admin seen this recently (inbox, unread badge, live socket) makes support "online". */
export const SUPPORT_ONLINE_WINDOW_MS = 5 * 60_000;
/** Lifetime of a live-socket ticket. */
export const SUPPORT_TICKET_TTL_MS = 60_000;
