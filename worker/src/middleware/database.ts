import { D1_BOOKMARK_HEADER } from "@app/shared/api/envelope";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client.ts";
import { openD1Session, serverTimingEntry } from "../lib/d1-session.ts";
import type { AppBindings } from "../types.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sets `c.var.db` once per request on a D1 session of its own (decision 043), so handlers and
 * middleware share one Drizzle client, and `c.var.d1` with the session's figures. The answer
 * carries the session's bookmark and, outside production, a Server-Timing entry with the figures
 * (issue 15); the request log has them in every environment.
 */
export const database = createMiddleware<AppBindings>(async (c, next) => {
  const { session, figures } = openD1Session(c.env.DB, {
    bookmark: c.req.header(D1_BOOKMARK_HEADER),
    write: !READS.has(c.req.method),
  });
  c.set("db", createDb(session as unknown as D1Database));
  c.set("d1", figures);
  await next();
  if (!c.req.path.startsWith("/api/")) return;
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
  if (c.env.ENVIRONMENT !== "production") c.res.headers.append("Server-Timing", serverTimingEntry(figures));
});
