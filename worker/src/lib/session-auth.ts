import { AUTH_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import type { Authenticated } from "../types.ts";
import { withAdminAccess } from "./admin-access.ts";
import { AppError } from "./errors.ts";
import { verifyAccessToken } from "./tokens.ts";

/** How stale a session's `lastSeenAt` may get before a request writes it again. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** A 401 with one of the session messages. */
export const unauthorized = (message: string) => new AppError(401, "UNAUTHORIZED", message);

/** The message for a session revoked for `reason`. */
export function revokedMessage(reason: string | null): string {
  switch (reason) {
    case "another_login":
      return AUTH_MESSAGES.anotherBrowserLoggedIn;
    case "signed_out":
      return AUTH_MESSAGES.loggedOutOtherBrowser;
    case "suspended":
      return AUTH_MESSAGES.suspended;
    case "refresh_reuse":
      return AUTH_MESSAGES.sessionInvalid;
    default:
      return AUTH_MESSAGES.sessionExpired;
  }
}

/**
 * Access token → live session and user, or a 401 with the session message that says why
 * (docs/product.md#session-messages).
 */
export async function authenticate(db: Db, env: AppEnv, token: string): Promise<Authenticated> {
  if (!token) throw unauthorized(AUTH_MESSAGES.unauthorized);
  const verified = await verifyAccessToken(token, env.JWT_SECRET);
  if (!verified.ok)
    throw unauthorized(verified.reason === "expired" ? AUTH_MESSAGES.jwtExpired : AUTH_MESSAGES.invalidToken);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, verified.claims.sid))
    .get();
  if (!row) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  if (!row.user) throw unauthorized(AUTH_MESSAGES.userNotFound);
  if (row.user.status === "suspended") throw unauthorized(AUTH_MESSAGES.suspended);
  if (row.session.revokedAt) throw unauthorized(revokedMessage(row.session.revokedReason));
  const now = Date.now();
  if (row.session.expiresAt < now) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (now - row.session.lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { ...withAdminAccess(row.user, row.session, env), session: row.session };
}
