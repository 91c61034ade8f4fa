import { AUTH_MESSAGES, EXTENSION_MESSAGES } from "@app/shared/messages";
import { compareSemver, isSemver } from "@app/shared/semver";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { extensionLinkCodes, extensions, extensionTokens, sessions, subscriptions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { withAdminAccess } from "../../lib/admin-access.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError } from "../../lib/field-errors.ts";
import { revokedMessage, unauthorized } from "../../lib/session-auth.ts";
import { claimSingleUse } from "../../lib/single-use.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import type { Authenticated } from "../../types.ts";

const LINK_CODE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_MS = 30 * 24 * 3600_000;

/** The one extension that is linked to an account and handles sessions: PremiumHub Access. */
export const LINKED_EXTENSION = "core";

/**
 * Below an extension's minimum version every call answers 426
 * (docs/decisions/011-browser-extensions.md). The id and version come from the X-Extension-Id /
 * X-Extension-Version headers every extension call sends.
 */
export async function assertExtensionVersion(db: Db, extensionId: string | undefined, version: string | undefined) {
  if (!extensionId) throw fieldError("x-extension-id", "x-extension-id is a required header");
  if (!version || !isSemver(version))
    throw fieldError("x-extension-version", "x-extension-version must be a semantic version such as 1.4.0");
  const ext = await db.query.extensions.findFirst({ where: eq(extensions.id, extensionId) });
  if (!ext) throw fieldError("x-extension-id", "x-extension-id is not one of our extensions");
  if (compareSemver(version, ext.minimumVersion) < 0) {
    throw new AppError(426, "EXTENSION_OUTDATED", EXTENSION_MESSAGES.outdated, {
      extensionId,
      version,
      minimumVersion: ext.minimumVersion,
    });
  }
}

/** A single-use, short-lived code the panel hands to the Access extension (never a secret of its own). */
export async function createLinkCode(db: Db, auth: Authenticated, now = Date.now()) {
  const code = randomToken(24);
  const expiresAt = now + LINK_CODE_TTL_MS;
  await db.batch([
    // Expired codes go as new ones come: the table stays as small as the codes in flight.
    db.delete(extensionLinkCodes).where(lt(extensionLinkCodes.expiresAt, now)),
    db.insert(extensionLinkCodes).values({
      codeHash: await sha256Hex(code),
      userId: auth.user.id,
      sessionId: auth.session.id,
      createdAt: now,
      expiresAt,
    }),
  ]);
  return { code, expiresAt: new Date(expiresAt).toISOString() };
}

async function subscriptionOf(db: Db, userId: string, now: number) {
  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!sub?.endAt || !sub.packageId) return null;
  return {
    status: sub.endAt > now ? ("active" as const) : ("expired" as const),
    endDate: new Date(sub.endAt).toISOString(),
  };
}

type SessionAndUser = { session: typeof sessions.$inferSelect; user: typeof users.$inferSelect };

/** A live session and its user, or the 401 that says why (the panel's own rules). */
function assertLive(row: SessionAndUser | undefined, now: number): SessionAndUser {
  if (!row) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  if (row.user.status === "suspended") throw unauthorized(AUTH_MESSAGES.suspended);
  if (row.session.revokedAt) throw unauthorized(revokedMessage(row.session.revokedReason));
  if (row.session.expiresAt <= now) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return row;
}

async function liveSession(db: Db, sessionId: string, now: number) {
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .get();
  return assertLive(row, now);
}

/** Exchanges a link code for an extension token bound to the session that made the code. */
export async function exchangeLinkCode(db: Db, env: AppEnv, code: string, extensionId: string, now = Date.now()) {
  // Checked before the code is spent: a wrong caller must not burn the user's code.
  if (extensionId !== LINKED_EXTENSION)
    throw new AppError(403, "EXTENSION_NOT_LINKABLE", EXTENSION_MESSAGES.notLinkable);
  const claimed = await claimSingleUse(
    db,
    extensionLinkCodes,
    extensionLinkCodes.codeHash,
    await sha256Hex(code),
    { sessionId: extensionLinkCodes.sessionId },
    now,
  );
  if (!claimed)
    throw new AppError(400, "LINK_CODE_INVALID", EXTENSION_MESSAGES.linkCodeInvalid, {
      fields: [{ field: "code", message: EXTENSION_MESSAGES.linkCodeInvalid, code: "LINK_CODE_INVALID" }],
    });
  const live = await liveSession(db, claimed.sessionId, now);
  const { session } = live;
  // An admin still to pass the second factor links as an ordinary user (decision 053).
  const { user } = withAdminAccess(live.user, session, env);
  const token = randomToken(32);
  const expiresAt = Math.min(session.expiresAt, now + TOKEN_TTL_MS);
  await db.batch([
    // One linked extension per session: a new link replaces the previous one.
    db
      .update(extensionTokens)
      .set({ revokedAt: now })
      .where(and(eq(extensionTokens.sessionId, session.id), isNull(extensionTokens.revokedAt))),
    db.insert(extensionTokens).values({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      sessionId: session.id,
      extensionId,
      createdAt: now,
      expiresAt,
    }),
  ]);
  return {
    token,
    expiresAt: new Date(expiresAt).toISOString(),
    user: { name: user.name, email: user.email },
    subscription: await subscriptionOf(db, user.id, now),
    canCapture: user.role === "admin",
  };
}

export type ExtensionAuth = { tokenHash: string; user: typeof users.$inferSelect };

/**
 * Extension token → its live session's user; 401 when the token or the session is dead, or when
 * the calling extension (`X-Extension-Id`) is not the one the token was issued to.
 */
export async function authenticateExtension(db: Db, env: AppEnv, token: string, extensionId: string, now = Date.now()) {
  if (!token || token.length > 200) throw unauthorized(AUTH_MESSAGES.unauthorized);
  const tokenHash = await sha256Hex(token);
  // One query on the per-minute path: the token, its session and the user.
  const row = await db
    .select({ token: extensionTokens, session: sessions, user: users })
    .from(extensionTokens)
    .innerJoin(sessions, eq(sessions.id, extensionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(extensionTokens.tokenHash, tokenHash))
    .get();
  if (!row || row.token.revokedAt || row.token.expiresAt <= now || row.token.extensionId !== extensionId)
    throw unauthorized(AUTH_MESSAGES.invalidOrExpiredToken);
  const live = assertLive(row, now);
  // The session's second factor decides, as on the panel: until it is passed, no admin powers.
  const { user } = withAdminAccess(live.user, live.session, env);
  return { tokenHash, user } satisfies ExtensionAuth;
}

export async function extensionSession(db: Db, auth: ExtensionAuth, now = Date.now()) {
  return {
    user: { name: auth.user.name, email: auth.user.email },
    subscription: await subscriptionOf(db, auth.user.id, now),
    /** Admins may save a site's session into an account from the popup (decision 047). */
    canCapture: auth.user.role === "admin",
  };
}

export async function revokeExtensionToken(db: Db, tokenHash: string, now = Date.now()) {
  await db
    .update(extensionTokens)
    .set({ revokedAt: now })
    .where(and(eq(extensionTokens.tokenHash, tokenHash), isNull(extensionTokens.revokedAt)));
}

/** Cron: tokens and codes past their end are deleted. */
export async function pruneExtensionLinks(db: Db, now = Date.now()) {
  await db.batch([
    db.delete(extensionLinkCodes).where(lt(extensionLinkCodes.expiresAt, now)),
    db
      .delete(extensionTokens)
      .where(or(lt(extensionTokens.expiresAt, now), lt(extensionTokens.revokedAt, now - 24 * 3600_000))),
  ]);
}
