import { DurableObject } from "cloudflare:workers";
import { type SupportLiveEvent, supportLiveClientEvent } from "@app/shared/schemas/support";
import { createDb } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import {
  isSupportOnline,
  LIVE_SOCKET_LIFETIME_MS,
  liveSessionIds,
  markRead,
  type RoomIdentity,
  touchAdminPresence,
} from "./support.service.ts";

/**
 * Carries the identity of a socket from the Worker to the room. Durable Objects are reachable only
 * through their binding, and the Worker builds this request itself (no client header is copied),
 * so the room can trust it.
 */
export const ROOM_IDENTITY_HEADER = "x-support-identity";

const OPEN = 1;

/** The limits of one socket (issue 26, finding 4). */
export const SOCKET_LIMITS = {
  /** A socket lives at most this long; the panel reconnects with a new ticket (a fresh session check). */
  lifetimeMs: LIVE_SOCKET_LIFETIME_MS,
  /** Larger frames close the socket with 1009: a client only ever sends a few bytes of JSON. */
  frameBytes: 1024,
  /** Open sockets of one account in one room (tabs), beyond which a new one is refused. */
  perUser: 5,
  /** Typing frames a socket may send per window; beyond it they are dropped, at 3× it the socket closes. */
  typing: { limit: 10, windowMs: 10_000 },
  /** Read receipts (each a D1 write) per socket: at most one in this interval, the others dropped. */
  readIntervalMs: 2_000,
} as const;

/** Close codes the panel's live client tells apart (4000–4999 are the application's). */
export const CLOSE = { sessionEnded: 4001, expired: 4002, tooBig: 1009, policy: 1008 } as const;

/** What a socket carries through hibernation: who it is, when it came, and its frame counters. */
type Attachment = RoomIdentity & { connectedAt: number; windowStart: number; typing: number; lastRead: number };

function parseIdentity(value: string | null): RoomIdentity | null {
  try {
    const identity = JSON.parse(value ?? "") as Partial<RoomIdentity>;
    if (
      (identity.role === "user" || identity.role === "admin") &&
      identity.userId &&
      identity.conversationId &&
      identity.sessionId
    ) {
      return identity as RoomIdentity;
    }
  } catch {
    // fall through
  }
  return null;
}

const attachmentOf = (ws: WebSocket) => ws.deserializeAttachment() as Attachment | null;

function closeQuietly(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}

/**
 * One live chat room per conversation (`idFromName(conversationUuid)`). It holds only sockets,
 * through the WebSocket Hibernation API so an idle chat costs nothing; every message is stored in
 * D1 by the Worker before it is broadcast here. Each socket's attachment says who it is and which
 * panel session it belongs to: before anything is delivered or anyone counted as connected, the
 * sockets whose session has ended (logout, another sign-in, a password reset, suspension, deletion)
 * are closed, and no socket outlives SOCKET_LIMITS.lifetimeMs.
 */
export class SupportRoom extends DurableObject<AppEnv> {
  constructor(ctx: DurableObjectState, env: AppEnv) {
    super(ctx, env);
    // Keep-alives are answered without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const identity = parseIdentity(request.headers.get(ROOM_IDENTITY_HEADER));
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !identity) {
      return new Response(null, { status: 400 });
    }
    // Closes the sockets whose session ended (a D1 read, during which other connects run). The count
    // and the accept below then run in one synchronous step: sockets opened at once cannot all pass
    // a count taken before any of them was accepted (issue 41).
    await this.liveSockets();
    const mine = this.open().filter((ws) => attachmentOf(ws)?.userId === identity.userId);
    if (mine.length >= SOCKET_LIMITS.perUser) return new Response(null, { status: 429 });
    const now = Date.now();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [identity.role]);
    server.serializeAttachment({ ...identity, connectedAt: now, windowStart: now, typing: 0, lastRead: 0 });
    if (!(await this.ctx.storage.getAlarm())) await this.ctx.storage.setAlarm(now + SOCKET_LIMITS.lifetimeMs);
    if (identity.role === "admin") await touchAdminPresence(createDb(this.env.DB), identity.userId);
    await this.sendPresence();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Called by the Worker after it stored a message or changed the conversation. */
  async broadcast(event: SupportLiveEvent): Promise<{ userConnected: boolean; adminConnected: boolean }> {
    const live = await this.liveSockets();
    this.sendTo(live, event);
    const has = (role: RoomIdentity["role"]) => live.some((ws) => attachmentOf(ws)?.role === role);
    return { userConnected: has("user"), adminConnected: has("admin") };
  }

  /** The sessions of the sockets of these sessions ended: close them now (called on revocation). */
  async endSessions(sessionIds: string[]): Promise<number> {
    const ended = new Set(sessionIds);
    const sockets = this.open().filter((ws) => ended.has(attachmentOf(ws)?.sessionId ?? ""));
    for (const ws of sockets) closeQuietly(ws, CLOSE.sessionEnded, "Session ended");
    if (sockets.length) await this.sendPresence();
    return sockets.length;
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const size = typeof message === "string" ? message.length : message.byteLength;
    if (size > SOCKET_LIMITS.frameBytes) return closeQuietly(ws, CLOSE.tooBig, "Message too big");
    const state = attachmentOf(ws);
    if (!state || typeof message !== "string") return;
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return;
    }
    const parsed = supportLiveClientEvent.safeParse(data);
    if (!parsed.success) return;
    const now = Date.now();
    if (parsed.data.type === "typing") {
      const inWindow = now - state.windowStart < SOCKET_LIMITS.typing.windowMs;
      const typing = inWindow ? state.typing + 1 : 1;
      ws.serializeAttachment({ ...state, windowStart: inWindow ? state.windowStart : now, typing });
      if (typing > 3 * SOCKET_LIMITS.typing.limit) return closeQuietly(ws, CLOSE.policy, "Too many messages");
      if (typing > SOCKET_LIMITS.typing.limit) return;
      // One session check for the room: the sender's own socket is among the live ones or closed.
      const live = await this.liveSockets();
      if (!live.includes(ws)) return;
      const others = live.filter((other) => other !== ws);
      this.sendTo(others, { type: "typing", role: state.role, name: state.name, typing: parsed.data.typing });
      return;
    }
    if (now - state.lastRead < SOCKET_LIMITS.readIntervalMs) return;
    ws.serializeAttachment({ ...state, lastRead: now });
    const live = await this.liveSockets();
    if (!live.includes(ws)) return;
    const readAt = await markRead(createDb(this.env.DB), state.conversationId, state.role);
    if (readAt) this.sendTo(live, { type: "read", role: state.role, at: new Date(readAt).toISOString() });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string) {
    closeQuietly(ws, code, reason);
    await this.sendPresence(ws);
  }

  override async webSocketError(ws: WebSocket) {
    await this.sendPresence(ws);
  }

  /** Closes the sockets past their lifetime, and wakes again for the next one. */
  override async alarm() {
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    let closed = 0;
    for (const ws of this.open()) {
      const ends = (attachmentOf(ws)?.connectedAt ?? 0) + SOCKET_LIMITS.lifetimeMs;
      if (ends <= now) {
        closeQuietly(ws, CLOSE.expired, "Reconnect with a new ticket");
        closed += 1;
      } else next = Math.min(next, ends);
    }
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
    if (closed) await this.sendPresence();
  }

  private open(tag?: string, except?: WebSocket) {
    return this.ctx.getWebSockets(tag).filter((ws) => ws !== except && ws.readyState === OPEN);
  }

  /**
   * The open sockets whose session is still live and which are within their lifetime; the others
   * are closed here. One D1 query for the room, whatever the number of sockets.
   */
  private async liveSockets(except?: WebSocket): Promise<WebSocket[]> {
    const now = Date.now();
    const sockets = this.open(undefined, except);
    const live = await liveSessionIds(
      createDb(this.env.DB),
      [...new Set(sockets.map((ws) => attachmentOf(ws)?.sessionId ?? ""))].filter(Boolean),
      now,
    );
    return sockets.filter((ws) => {
      const state = attachmentOf(ws);
      if (!state || !live.has(state.sessionId)) {
        closeQuietly(ws, CLOSE.sessionEnded, "Session ended");
        return false;
      }
      if (now - state.connectedAt >= SOCKET_LIMITS.lifetimeMs) {
        closeQuietly(ws, CLOSE.expired, "Reconnect with a new ticket");
        return false;
      }
      return true;
    });
  }

  private sendTo(sockets: WebSocket[], event: SupportLiveEvent) {
    const text = JSON.stringify(event);
    for (const ws of sockets) {
      try {
        ws.send(text);
      } catch {
        // A socket closing meanwhile; its close handler updates presence.
      }
    }
  }

  private async sendPresence(leaving?: WebSocket) {
    const live = await this.liveSockets(leaving);
    const has = (role: RoomIdentity["role"]) => live.some((ws) => attachmentOf(ws)?.role === role);
    const adminConnected = has("admin");
    const supportOnline = adminConnected || (await isSupportOnline(createDb(this.env.DB)));
    this.sendTo(live, { type: "presence", supportOnline, adminConnected, userConnected: has("user") });
  }
}
