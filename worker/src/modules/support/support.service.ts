import type { Locale } from "@app/shared/constants";
import { AUTH_MESSAGES } from "@app/shared/messages";
import type {
  SupportConversationDto,
  SupportConversationSummary,
  SupportMessageDto,
  SupportUnreadResult,
} from "@app/shared/schemas/support";
import {
  SUPPORT_ONLINE_WINDOW_MS,
  SUPPORT_TICKET_TTL_MS,
  type SupportAuthor,
  type SupportRoomRole,
  type SupportStatus,
  type SupportTopic,
  supportChatPath,
} from "@app/shared/support-topics";
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client.ts";
import {
  sessions,
  supportAdminPresence,
  supportConversations,
  supportLiveTickets,
  supportMessages,
  users,
} from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import type { Actor } from "../../lib/actor.ts";
import { adminAccessOf } from "../../lib/admin-access.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { likeContains } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { randomHex, randomToken, sha256Hex } from "../../lib/tokens.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";

type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** Who is asking: admins see every conversation, users their own. */
export type Viewer = { id: string; role: "user" | "admin"; name: string };

/** The side of a conversation a viewer is on. */
export const sideOf = (viewer: Pick<Viewer, "role">): SupportRoomRole => (viewer.role === "admin" ? "admin" : "user");

/** The latest messages a conversation answer carries. */
export const MESSAGES_SHOWN = 200;
const SUBJECT_LENGTH = 120;
const PREVIEW_LENGTH = 200;
/** Presence is written at most this often per admin. */
const PRESENCE_RESOLUTION_MS = 60_000;

const excerpt = (text: string, length: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

const assignee = alias(users, "assignee");
const assigneeName = sql<string | null>`${assignee.name}`.as("assignee_name");
const authorName = sql<string | null>`${users.name}`.as("author_name");

function toSummary(row: ConversationRow, side: SupportRoomRole, assigneeNameValue: string | null) {
  return {
    uuid: row.id,
    channel: row.channel,
    status: row.status,
    topic: row.topic,
    name: row.name,
    email: row.email,
    locale: row.locale,
    subject: row.subject,
    preview: row.preview,
    userUuid: row.userId,
    assignee: row.assigneeId && assigneeNameValue ? { uuid: row.assigneeId, name: assigneeNameValue } : null,
    lastAuthor: row.lastAuthor,
    lastMessageAt: new Date(row.lastMessageAt).toISOString(),
    unread: side === "admin" ? row.unreadForAdmin : row.unreadForUser,
    unreadForAdmin: row.unreadForAdmin,
    unreadForUser: row.unreadForUser,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  } satisfies SupportConversationSummary;
}

function toMessage(row: MessageRow, name: string | null): SupportMessageDto {
  return {
    uuid: row.id,
    conversationUuid: row.conversationId,
    author: row.author,
    authorName: name,
    body: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: iso(row.readAt),
  };
}

async function assigneeNameOf(db: Db, row: ConversationRow): Promise<string | null> {
  if (!row.assigneeId) return null;
  const admin = await db.query.users.findFirst({ where: eq(users.id, row.assigneeId), columns: { name: true } });
  return admin?.name ?? null;
}

// ---- presence ----

const presenceUpsert = (db: Db, adminId: string, now: number) =>
  db
    .insert(supportAdminPresence)
    .values({ adminId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: supportAdminPresence.adminId,
      set: { lastSeenAt: now },
      setWhere: lt(supportAdminPresence.lastSeenAt, now - PRESENCE_RESOLUTION_MS),
    });

/** Records that an admin is looking at support (conditional: one write a minute at most). */
export async function touchAdminPresence(db: Db, adminId: string, now = Date.now()) {
  await presenceUpsert(db, adminId, now);
}

/** An admin was seen within the last 5 minutes. */
export async function isSupportOnline(db: Db, now = Date.now()): Promise<boolean> {
  const row = await db
    .select({ seen: max(supportAdminPresence.lastSeenAt) })
    .from(supportAdminPresence)
    .get();
  return !!row?.seen && row.seen > now - SUPPORT_ONLINE_WINDOW_MS;
}

// ---- creating conversations and messages ----

type NewConversation = {
  userId: string | null;
  name: string;
  email: string;
  locale: Locale;
  topic: SupportTopic | null;
  channel: ConversationRow["channel"];
  body: string;
  authorId: string | null;
};

async function openConversation(db: Db, input: NewConversation, now = Date.now()) {
  const author: SupportAuthor = input.userId ? "user" : "visitor";
  const conversation: ConversationRow = {
    id: crypto.randomUUID(),
    userId: input.userId,
    name: input.name,
    email: input.email,
    locale: input.locale,
    topic: input.topic,
    channel: input.channel,
    status: "open",
    assigneeId: null,
    subject: excerpt(input.body, SUBJECT_LENGTH),
    preview: excerpt(input.body, PREVIEW_LENGTH),
    lastAuthor: author,
    lastMessageAt: now,
    unreadForAdmin: 1,
    unreadForUser: 0,
    replyToken: null,
    createdAt: now,
    updatedAt: now,
  };
  const message: MessageRow = {
    id: crypto.randomUUID(),
    conversationId: conversation.id,
    author,
    authorId: input.authorId,
    body: input.body,
    createdAt: now,
    readAt: null,
  };
  await db.batch([db.insert(supportConversations).values(conversation), db.insert(supportMessages).values(message)]);
  return { conversation, message };
}

/** A contact-form message: a new conversation (channel contact) with its first message. */
export async function createContactConversation(
  db: Db,
  input: { name: string; email: string; topic: SupportTopic; message: string; locale: Locale; userId: string | null },
) {
  return openConversation(db, {
    userId: input.userId,
    name: input.name,
    email: input.email,
    locale: input.locale,
    topic: input.topic,
    channel: "contact",
    body: input.message,
    authorId: input.userId,
  });
}

/** A signed-in user starts a live chat. */
export async function startChat(
  db: Db,
  user: { id: string; name: string; email: string; locale: Locale | null },
  input: { message: string; topic?: SupportTopic | undefined },
  fallbackLocale: Locale,
) {
  const { conversation, message } = await openConversation(db, {
    userId: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale ?? fallbackLocale,
    topic: input.topic ?? null,
    channel: "chat",
    body: input.message,
    authorId: user.id,
  });
  return { conversation: toSummary(conversation, "user", null), message: toMessage(message, user.name) };
}

/**
 * Stores a message and moves the conversation's counters in one batch: a customer's message
 * reopens it and counts as unread for admins; an admin's reply makes it wait for the customer.
 */
export async function addMessage(
  db: Db,
  viewer: Pick<Viewer, "role" | "name"> & { id: string | null },
  conversation: ConversationRow,
  body: string,
  now = Date.now(),
) {
  const side = sideOf(viewer);
  const author: SupportAuthor = side === "admin" ? "admin" : conversation.userId ? "user" : "visitor";
  const message: MessageRow = {
    id: crypto.randomUUID(),
    conversationId: conversation.id,
    author,
    authorId: viewer.id,
    body,
    createdAt: now,
    readAt: null,
  };
  const counters =
    side === "admin"
      ? { unreadForUser: sql`${supportConversations.unreadForUser} + 1`, status: "waiting" as const }
      : { unreadForAdmin: sql`${supportConversations.unreadForAdmin} + 1`, status: "open" as const };
  const [updated] = await db.batch([
    db
      .update(supportConversations)
      .set({
        ...counters,
        preview: excerpt(body, PREVIEW_LENGTH),
        lastAuthor: author,
        lastMessageAt: now,
        updatedAt: now,
      })
      .where(eq(supportConversations.id, conversation.id))
      .returning(),
    db.insert(supportMessages).values(message),
    ...(side === "admin" && viewer.id ? [presenceUpsert(db, viewer.id, now)] : []),
  ]);
  const row = updated[0] ?? conversation;
  return {
    message: toMessage(message, viewer.name),
    conversation: toSummary(row, side, await assigneeNameOf(db, row)),
    row,
  };
}

// ---- reading ----

/** The conversation if the viewer may see it: an admin any, a user their own (404 otherwise). */
export async function findConversation(db: Db, viewer: Viewer, id: string): Promise<ConversationRow> {
  const row = await db.query.supportConversations.findFirst({ where: eq(supportConversations.id, id) });
  if (!row || (viewer.role !== "admin" && row.userId !== viewer.id)) throw AppError.notFound("Conversation");
  return row;
}

export async function listConversations(
  db: Db,
  viewer: Viewer,
  query: {
    page: number;
    limit: number;
    status?: SupportStatus | undefined;
    channel?: ConversationRow["channel"] | undefined;
    search?: string | undefined;
  },
) {
  const side = sideOf(viewer);
  if (side === "admin") await touchAdminPresence(db, viewer.id);
  const conditions: SQL[] = [];
  if (side === "user") conditions.push(eq(supportConversations.userId, viewer.id));
  if (query.status) conditions.push(eq(supportConversations.status, query.status));
  if (query.channel) conditions.push(eq(supportConversations.channel, query.channel));
  if (query.search) {
    conditions.push(
      or(
        likeContains(supportConversations.name, query.search),
        likeContains(supportConversations.email, query.search),
        likeContains(supportConversations.subject, query.search),
        likeContains(supportConversations.preview, query.search),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return paginate(db, query, {
    rows: db
      .select({ c: supportConversations, assigneeName })
      .from(supportConversations)
      .leftJoin(assignee, eq(assignee.id, supportConversations.assigneeId))
      .where(where)
      .orderBy(desc(supportConversations.lastMessageAt))
      .$dynamic(),
    counted: db.select(oneColumn).from(supportConversations).where(where).$dynamic(),
    item: (r) => toSummary(r.c, side, r.assigneeName),
  });
}

/**
 * Marks the other side's messages read for `side` and resets its unread count. Returns the time
 * of the read when something was unread, else null.
 */
export async function markRead(db: Db, conversationId: string, side: SupportRoomRole, now = Date.now()) {
  const others = side === "admin" ? ne(supportMessages.author, "admin") : eq(supportMessages.author, "admin");
  const counter = side === "admin" ? supportConversations.unreadForAdmin : supportConversations.unreadForUser;
  const [, reset] = await db.batch([
    db
      .update(supportMessages)
      .set({ readAt: now })
      .where(and(eq(supportMessages.conversationId, conversationId), others, isNull(supportMessages.readAt))),
    db
      .update(supportConversations)
      .set(side === "admin" ? { unreadForAdmin: 0 } : { unreadForUser: 0 })
      .where(and(eq(supportConversations.id, conversationId), gt(counter, 0)))
      .returning({ id: supportConversations.id }),
  ]);
  return reset.length > 0 ? now : null;
}

/**
 * The conversation with its latest messages, oldest first. Reading it marks the other side's
 * messages read; `readAt` says when, so the caller can tell the room.
 */
export async function getConversation(
  db: Db,
  viewer: Viewer,
  id: string,
  now = Date.now(),
): Promise<{ conversation: SupportConversationDto; readAt: number | null }> {
  const side = sideOf(viewer);
  if (side === "admin") await touchAdminPresence(db, viewer.id, now);
  let row = await findConversation(db, viewer, id);
  const unread = side === "admin" ? row.unreadForAdmin : row.unreadForUser;
  const readAt = unread > 0 ? await markRead(db, id, side, now) : null;
  if (readAt) row = side === "admin" ? { ...row, unreadForAdmin: 0 } : { ...row, unreadForUser: 0 };
  const [messages, assigneeRow, online] = await Promise.all([
    db
      .select({ m: supportMessages, authorName })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.authorId))
      .where(eq(supportMessages.conversationId, id))
      .orderBy(desc(supportMessages.createdAt), desc(sql`${supportMessages}.rowid`))
      .limit(MESSAGES_SHOWN + 1),
    assigneeNameOf(db, row),
    isSupportOnline(db, now),
  ]);
  const shown = messages.slice(0, MESSAGES_SHOWN).reverse();
  return {
    readAt,
    conversation: {
      ...toSummary(row, side, assigneeRow),
      messages: shown.map(({ m, authorName: name }) => toMessage(m, name ?? (m.author === "admin" ? null : row.name))),
      hasEarlier: messages.length > MESSAGES_SHOWN,
      supportOnline: online,
    },
  };
}

/** An admin's count of conversations with unread customer messages; a user's own unread replies. */
export async function unreadCounts(db: Db, viewer: Viewer): Promise<SupportUnreadResult> {
  if (sideOf(viewer) === "admin") {
    await touchAdminPresence(db, viewer.id);
    const row = await db
      .select({ conversations: count(), messages: sum(supportConversations.unreadForAdmin) })
      .from(supportConversations)
      .where(gt(supportConversations.unreadForAdmin, 0))
      .get();
    return { conversations: row?.conversations ?? 0, messages: Number(row?.messages ?? 0) };
  }
  const row = await db
    .select({ conversations: count(), messages: sum(supportConversations.unreadForUser) })
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, viewer.id), gt(supportConversations.unreadForUser, 0)))
    .get();
  return { conversations: row?.conversations ?? 0, messages: Number(row?.messages ?? 0) };
}

// ---- admin ----

export async function updateConversation(
  db: Db,
  actor: Actor,
  id: string,
  input: { status?: SupportStatus | undefined; assigneeUuid?: string | null | undefined },
) {
  const before = await db.query.supportConversations.findFirst({ where: eq(supportConversations.id, id) });
  if (!before) throw AppError.notFound("Conversation");
  let assigneeNameValue = await assigneeNameOf(db, before);
  if (input.assigneeUuid) {
    const admin = await db.query.users.findFirst({ where: eq(users.id, input.assigneeUuid) });
    if (admin?.role !== "admin" || admin.status !== "active") {
      const message = "assigneeUuid must be an active admin";
      throw new AppError(400, "VALIDATION_ERROR", message, { fields: [{ field: "assigneeUuid", message }] });
    }
    assigneeNameValue = admin.name;
  }
  const after: ConversationRow = {
    ...before,
    status: input.status ?? before.status,
    assigneeId: input.assigneeUuid === undefined ? before.assigneeId : input.assigneeUuid,
    updatedAt: Date.now(),
  };
  await auditedWrite(
    db,
    actor,
    {
      action: "support.update",
      entity: "support_conversation",
      entityId: id,
      before: { status: before.status, assigneeId: before.assigneeId },
      after: { status: after.status, assigneeId: after.assigneeId },
    },
    [
      db
        .update(supportConversations)
        .set({ status: after.status, assigneeId: after.assigneeId, updatedAt: after.updatedAt })
        .where(eq(supportConversations.id, id)),
    ],
  );
  return toSummary(after, "admin", after.assigneeId ? assigneeNameValue : null);
}

// ---- live tickets ----

/** A single-use ticket (stored hashed, 60 seconds) that opens the conversation's live socket. */
export async function createLiveTicket(
  db: Db,
  viewer: Viewer,
  sessionId: string,
  conversationId: string,
  now = Date.now(),
) {
  await findConversation(db, viewer, conversationId);
  const ticket = randomToken(32);
  const expiresAt = now + SUPPORT_TICKET_TTL_MS;
  await db.batch([
    // A used ticket stays while its socket may live: it says which rooms a session is in.
    db
      .delete(supportLiveTickets)
      .where(
        and(
          lt(supportLiveTickets.expiresAt, now),
          or(isNull(supportLiveTickets.usedAt), lt(supportLiveTickets.usedAt, now - LIVE_SOCKET_LIFETIME_MS)),
        ),
      ),
    db.insert(supportLiveTickets).values({
      ticketHash: await sha256Hex(ticket),
      conversationId,
      sessionId,
      createdAt: now,
      expiresAt,
    }),
  ]);
  return { ticket, expiresAt: new Date(expiresAt).toISOString() };
}

/** A live chat socket lives at most this long; the panel reconnects with a new ticket (issue 26). */
export const LIVE_SOCKET_LIFETIME_MS = 60 * 60_000;

export type RoomIdentity = {
  role: SupportRoomRole;
  userId: string;
  name: string;
  conversationId: string;
  /** The panel session the ticket was made in: the socket lives only as long as it (issue 26). */
  sessionId: string;
};

/** Of these sessions, the ones still live (not revoked, not expired, their account usable). */
export async function liveSessionIds(db: Db, sessionIds: readonly string[], now = Date.now()): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        notInArray(users.status, ["suspended", "deleted"]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const ticketRefused = () => new AppError(401, "UNAUTHORIZED", "This live chat ticket is invalid or has expired");

/**
 * Claims a ticket for the conversation it was made for (once), then checks that its session is
 * still live and the account may still see the conversation.
 */
export async function claimLiveTicket(
  db: Db,
  env: Pick<AppEnv, "ADMIN_MFA" | "ENVIRONMENT">,
  ticket: string,
  conversationId: string,
  now = Date.now(),
): Promise<RoomIdentity> {
  const [claimed] = await db
    .update(supportLiveTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(supportLiveTickets.ticketHash, await sha256Hex(ticket)),
        eq(supportLiveTickets.conversationId, conversationId),
        isNull(supportLiveTickets.usedAt),
        gt(supportLiveTickets.expiresAt, now),
      ),
    )
    .returning({ sessionId: supportLiveTickets.sessionId });
  if (!claimed) throw ticketRefused();
  const row = await db
    .select({ session: sessions, user: users, ownerId: supportConversations.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(supportConversations, eq(supportConversations.id, conversationId))
    .where(eq(sessions.id, claimed.sessionId))
    .get();
  if (!row || row.session.revokedAt || row.session.expiresAt < now || row.user.status === "suspended") {
    throw new AppError(401, "UNAUTHORIZED", AUTH_MESSAGES.unauthorized);
  }
  // An admin whose session has not passed the second factor is a user here, as everywhere (decision 053).
  const role = adminAccessOf(row.user, row.session, env) === "granted" ? "admin" : "user";
  if (role === "user" && row.ownerId !== row.user.id) throw AppError.notFound("Conversation");
  return { role, userId: row.user.id, name: row.user.name, conversationId, sessionId: row.session.id };
}

// ---- email ----

/**
 * The acknowledgement of a contact message, in the sender's language. It quotes nothing the
 * sender typed (name or message), so the form cannot be used to mail arbitrary text to anyone.
 */
export async function sendContactAcknowledgement(db: Db, env: AppEnv, conversation: ConversationRow) {
  await emailSender(env, db).send({
    to: conversation.email,
    from: DEFAULT_FROM,
    ...composeMail(env, "supportAck", conversation.locale, { topic: conversation.topic ?? "other" }),
  });
}

/** A conversation's short reference in mail subjects: the first 8 characters of its id, upper case. */
export const conversationReference = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** The domain of Reply-To addresses (env.ts SUPPORT_REPLY_DOMAIN; default the public host without www.). */
export function replyDomain(env: Pick<AppEnv, "SUPPORT_REPLY_DOMAIN" | "APP_ORIGIN">): string {
  const configured = env.SUPPORT_REPLY_DOMAIN?.trim();
  if (configured) return configured.toLowerCase();
  try {
    return new URL(env.APP_ORIGIN).hostname.replace(/^www\./, "") || "localhost";
  } catch {
    return "localhost";
  }
}

/** The local part of a conversation's Reply-To address: reply+ and 40 hex digits (decision 066). */
export const REPLY_LOCAL_PART = /^reply\+([0-9a-f]{40})$/;

/**
 * The address a customer's answer to a reply mail goes to: one per conversation, made at the
 * first reply and kept (a conditional update, so two replies at once agree on it).
 */
export async function replyAddress(db: Db, env: AppEnv, conversationId: string): Promise<string> {
  const fresh = randomHex(20);
  await db
    .update(supportConversations)
    .set({ replyToken: fresh })
    .where(and(eq(supportConversations.id, conversationId), isNull(supportConversations.replyToken)));
  const row = await db.query.supportConversations.findFirst({
    where: eq(supportConversations.id, conversationId),
    columns: { replyToken: true },
  });
  return `reply+${row?.replyToken ?? fresh}@${replyDomain(env)}`;
}

/** The conversation a Reply-To token leads to, if any. */
export async function conversationByReplyToken(db: Db, token: string): Promise<ConversationRow | undefined> {
  return db.query.supportConversations.findFirst({ where: eq(supportConversations.replyToken, token) });
}

/** An admin's reply by email: always for a contact message, for a chat when the user is away. */
export async function sendReplyEmail(
  db: Db,
  env: AppEnv,
  conversation: ConversationRow,
  reply: { body: string; adminName: string },
) {
  const chatUrl =
    conversation.channel === "chat" ? pageLink(env, conversation.locale, supportChatPath(conversation.id)) : null;
  await emailSender(env, db).send({
    to: conversation.email,
    from: DEFAULT_FROM,
    headers: { "Reply-To": await replyAddress(db, env, conversation.id) },
    ...composeMail(env, "supportReply", conversation.locale, {
      name: conversation.name,
      admin: reply.adminName,
      topic: conversation.topic,
      reference: conversationReference(conversation.id),
      body: reply.body,
      chatUrl,
    }),
  });
}

/**
 * The rooms in which these sessions may have a socket (tickets claimed within a socket's lifetime):
 * conversation → sessions. `userId` with `keep` names every session of a user but one.
 */
export async function liveSocketRooms(
  db: Db,
  scope: { sessionId: string } | { userId: string; keep?: string | null },
  now = Date.now(),
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ conversationId: supportLiveTickets.conversationId, sessionId: supportLiveTickets.sessionId })
    .from(supportLiveTickets)
    .innerJoin(sessions, eq(sessions.id, supportLiveTickets.sessionId))
    .where(
      and(
        gt(supportLiveTickets.usedAt, now - LIVE_SOCKET_LIFETIME_MS),
        "sessionId" in scope
          ? eq(supportLiveTickets.sessionId, scope.sessionId)
          : and(eq(sessions.userId, scope.userId), scope.keep ? ne(sessions.id, scope.keep) : undefined),
      ),
    );
  const rooms = new Map<string, string[]>();
  for (const r of rows) rooms.set(r.conversationId, [...(rooms.get(r.conversationId) ?? []), r.sessionId]);
  return rooms;
}
