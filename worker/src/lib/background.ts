import type { Context } from "hono";

/**
 * Runs work after the response is sent (`waitUntil`), so the response time does not depend on it;
 * without an execution context (a plain `app.request` in tests) the work is awaited instead.
 */
export async function afterResponse(c: Context, work: () => Promise<unknown>): Promise<void> {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx as ExecutionContext;
  } catch {
    ctx = undefined;
  }
  const run = () =>
    work().catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", background: String(error), path: c.req.path })),
    );
  if (ctx) ctx.waitUntil(run());
  else await run();
}
