import type { SupportLiveEvent } from "@app/shared/schemas/support";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { isSupportOnline, liveSocketRooms } from "./support.service.ts";
import type { SupportRoom } from "./support-room.ts";

/**
 * The live room of a conversation: one Durable Object per conversation uuid. (env.ts cannot name
 * the class without an import cycle, so the stub is typed here.)
 */
export const roomOf = (env: AppEnv, conversationId: string) =>
  (env.SUPPORT_ROOM as DurableObjectNamespace<SupportRoom>).getByName(conversationId);

export type Delivery = { userConnected: boolean; adminConnected: boolean; supportOnline: boolean };

/**
 * Sends an event to everyone connected to the conversation's room and says who was there. The
 * event is already stored in D1, so a room that cannot be reached loses nothing: it is logged and
 * reported as nobody connected (an admin reply then also goes by email).
 */
export async function deliver(env: AppEnv, db: Db, conversationId: string, event: SupportLiveEvent): Promise<Delivery> {
  let connected = { userConnected: false, adminConnected: false };
  try {
    connected = await roomOf(env, conversationId).broadcast(event);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", supportRoom: String(error), conversation: conversationId }));
  }
  return { ...connected, supportOnline: connected.adminConnected || (await isSupportOnline(db)) };
}

/**
 * Closes the live chat sockets of sessions that just ended (logout, another sign-in, a password
 * reset, suspension, deletion): their rooms would close them at the next delivery anyway, this
 * does it at once (issue 26). Errors are logged; nothing depends on them.
 */
export async function endLiveSockets(env: AppEnv, db: Db, scope: Parameters<typeof liveSocketRooms>[1]): Promise<void> {
  const rooms = await liveSocketRooms(db, scope);
  await Promise.all(
    [...rooms].map(([conversationId, sessionIds]) =>
      roomOf(env, conversationId)
        .endSessions(sessionIds)
        .catch((error: unknown) =>
          console.error(JSON.stringify({ level: "error", supportRoom: String(error), conversation: conversationId })),
        ),
    ),
  );
}
