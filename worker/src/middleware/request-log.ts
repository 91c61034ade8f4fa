import { createMiddleware } from "hono/factory";
import type { D1Figures } from "../lib/d1-session.ts";
import type { AppBindings } from "../types.ts";

/** The request's D1 work (issue 15): the same figures as the Server-Timing entry, in every environment. */
function d1Fields(figures: D1Figures | undefined) {
  if (!figures) return {};
  return {
    d1Queries: figures.queries,
    d1RowsRead: figures.rowsRead,
    d1RowsWritten: figures.rowsWritten,
    d1Ms: Number(figures.durationMs.toFixed(2)),
  };
}

/** One JSON log line per request, carrying the request id that error logs and responses share. */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const started = Date.now();
  await next();
  console.log(
    JSON.stringify({
      level: "info",
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
      ...d1Fields(c.get("d1")),
    }),
  );
});
