import { AUTH_MESSAGES, MFA_MESSAGES } from "@app/shared/messages";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { primaryDb } from "../lib/d1-session.ts";
import { AppError } from "../lib/errors.ts";
import { authenticate } from "../lib/session-auth.ts";
import type { AppBindings } from "../types.ts";

/** The token of an `Authorization: Bearer …` header; "" when there is none. */
export function bearerToken(authorization: string | undefined): string {
  return authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
}

/**
 * The request's bearer → live session and user, or the 401 that says why. Read from the primary
 * (primaryDb): a token revoked a moment ago must not pass on a replica that has not seen it yet.
 */
export function authenticateRequest(c: Context<AppBindings>) {
  return authenticate(primaryDb(c.env.DB, c.var.d1), c.env, bearerToken(c.req.header("authorization")));
}

/**
 * Bearer → live session; sets `c.var.auth`. Every failure is a 401 with a
 * docs/product.md#session-messages message.
 */
export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  c.set("auth", await authenticateRequest(c));
  await next();
});

/**
 * Admin routes: 401 for visitors (through requireAuth), 403 for signed-in non-admins, and 403 with
 * its own code for an admin whose session has not passed the second factor (decision 053).
 */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const auth = c.get("auth") ?? (await authenticateRequest(c));
  c.set("auth", auth);
  if (auth.adminAccess === "verify") throw new AppError(403, "MFA_REQUIRED", MFA_MESSAGES.required);
  if (auth.adminAccess === "enroll") throw new AppError(403, "MFA_SETUP_REQUIRED", MFA_MESSAGES.setupRequired);
  if (auth.user.role !== "admin") throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
  await next();
});
