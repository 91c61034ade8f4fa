import { AUTH_MESSAGES } from "@app/shared/messages";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app.ts";
import { createDb } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { authenticate } from "../modules/auth/auth.service.ts";

/** Bearer → live session; sets `c.var.auth`. Every failure is a 401 with the SPEC §8 message. */
export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  c.set("auth", await authenticate(createDb(c.env.DB), c.env, c.req.header("authorization")));
  await next();
});

/** Admin routes: 401 for visitors (through requireAuth), 403 for signed-in non-admins. */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const auth = c.get("auth") ?? (await authenticate(createDb(c.env.DB), c.env, c.req.header("authorization")));
  c.set("auth", auth);
  if (auth.user.role !== "admin") throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
  await next();
});
