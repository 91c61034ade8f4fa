import { DurableObject } from "cloudflare:workers";
import { type SupportLiveEvent, supportLiveClientEvent } from "@app/shared/schemas/support";
import { createDb } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { isSupportOnline, markRead, type RoomIdentity, touchAdminPresence } from "./support.service.ts";

/**
 * Carries the identity of a socket from the Worker to the room. Durable Objects are reachable only
 * through their binding, and the Worker builds this request itself (no client header is copied),
 * so the room can trust it.
 */
export const ROOM_IDENTITY_HEADER = "x-support-identity";

const OPEN = 1;

function parseIdentity(value: string | null): RoomIdentity | null {
  try {
    const identity = JSON.parse(value ?? "") as Partial<RoomIdentity>;
    if ((identity.role === "user" || identity.role === "admin") && identity.userId && identity.conversationId) {
      return identity as RoomIdentity;
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * One live chat room per conversation (`idFromName(conversationUuid)`). It holds only sockets,
 * through the WebSocket Hibernation API so an idle chat costs nothing; every message is stored in
 * D1 by the Worker before it is broadcast here. Each socket's attachment says who it is.
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
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [identity.role]);
    server.serializeAttachment(identity);
    if (identity.role === "admin") await touchAdminPresence(createDb(this.env.DB), identity.userId);
    await this.sendPresence();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Called by the Worker after it stored a message or changed the conversation. */
  async broadcast(event: SupportLiveEvent): Promise<{ userConnected: boolean; adminConnected: boolean }> {
    this.send(event);
    return { userConnected: this.connected("user"), adminConnected: this.connected("admin") };
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const identity = ws.deserializeAttachment() as RoomIdentity | null;
    if (!identity || typeof message !== "string") return;
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return;
    }
    const parsed = supportLiveClientEvent.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === "typing") {
      this.send({ type: "typing", role: identity.role, name: identity.name, typing: parsed.data.typing }, ws);
      return;
    }
    const readAt = await markRead(createDb(this.env.DB), identity.conversationId, identity.role);
    if (readAt) this.send({ type: "read", role: identity.role, at: new Date(readAt).toISOString() });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string) {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed (the runtime may answer the close itself).
    }
    await this.sendPresence(ws);
  }

  override async webSocketError(ws: WebSocket) {
    await this.sendPresence(ws);
  }

  private sockets(tag?: string, except?: WebSocket) {
    return this.ctx.getWebSockets(tag).filter((ws) => ws !== except && ws.readyState === OPEN);
  }

  private connected(role: RoomIdentity["role"], except?: WebSocket) {
    return this.sockets(role, except).length > 0;
  }

  private send(event: SupportLiveEvent, except?: WebSocket) {
    const text = JSON.stringify(event);
    for (const ws of this.sockets(undefined, except)) {
      try {
        ws.send(text);
      } catch {
        // A socket closing meanwhile; its close handler updates presence.
      }
    }
  }

  private async sendPresence(leaving?: WebSocket) {
    const adminConnected = this.connected("admin", leaving);
    const supportOnline = adminConnected || (await isSupportOnline(createDb(this.env.DB)));
    this.send(
      { type: "presence", supportOnline, adminConnected, userConnected: this.connected("user", leaving) },
      leaving,
    );
  }
}
