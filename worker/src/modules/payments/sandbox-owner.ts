import { AUTH_MESSAGES } from "@app/shared/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { sessions } from "../../db/schema.ts";
import { requireSecret } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppBindings } from "../../types.ts";

/** The sandbox pays and links without money: only on the local server and in tests, never in production. */
export const sandboxAllowed = (env: { ENVIRONMENT: string }) =>
  env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";

const OWNER_COOKIE = "sandbox_owner";
/** The sandbox's payment pages, and its linking pages for auto-renew. */
export const SANDBOX_PAYMENT_PATH = "/api/payments/sandbox";
export const SANDBOX_LINK_PATH = "/api/subscriptions/renewal/sandbox";
const OWNER_TTL_S = 24 * 3600;

const ownerKey = (c: Context<AppBindings>) =>
  new TextEncoder().encode(`sandbox-owner:${requireSecret(c.env.JWT_SECRET, "JWT_SECRET")}`);

/**
 * The sandbox's hosted page is opened by a top-level navigation, which carries no bearer token. When
 * the signed-in user creates a sandbox payment, the browser receives this cookie naming its user and
 * session (signed, httpOnly, SameSite=Strict, only sent to the sandbox's paths), so only that
 * signed-in owner can pay or cancel.
 */
export async function grantSandboxOwner(c: Context<AppBindings>, path = SANDBOX_PAYMENT_PATH) {
  const { user, session } = c.get("auth");
  const value = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setExpirationTime(`${OWNER_TTL_S}s`)
    .sign(ownerKey(c));
  setCookie(c, OWNER_COOKIE, value, {
    httpOnly: true,
    sameSite: "Strict",
    path,
    maxAge: OWNER_TTL_S,
    secure: new URL(c.req.url).protocol === "https:",
  });
}

/** 403 unless the request comes from the browser of the transaction's owner, still signed in. */
export async function assertSandboxOwner(c: Context<AppBindings>, ownerId: string) {
  const denied = new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
  const value = getCookie(c, OWNER_COOKIE);
  if (!value) throw denied;
  const claims = await jwtVerify(value, ownerKey(c), { algorithms: ["HS256"] })
    .then((r) => r.payload)
    .catch(() => null);
  if (!claims || claims.sub !== ownerId || typeof claims.sid !== "string") throw denied;
  const live = await c.var.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, ownerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, Date.now()),
      ),
    )
    .get();
  if (!live) throw denied;
}
