import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client.ts";
import type { AppBindings } from "../types.ts";

/** Sets `c.var.db` once per request, so handlers and middleware share one Drizzle client. */
export const database = createMiddleware<AppBindings>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});
