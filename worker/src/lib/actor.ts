import type { Context } from "hono";
import type { AppBindings } from "../types.ts";

/** The admin doing a write, as services need it for the audit log (no Hono types in services). */
export type Actor = { id: string; audit: { actorId: string; requestId: string | null } };

export function actorOf<E extends AppBindings>(c: Context<E>): Actor {
  const id = c.get("auth").user.id;
  return { id, audit: { actorId: id, requestId: c.get("requestId") ?? null } };
}
