import { createMiddleware } from "hono/factory";

/** One JSON log line per request, carrying the request id that error logs and responses share. */
export const requestLog = createMiddleware(async (c, next) => {
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
    }),
  );
});
