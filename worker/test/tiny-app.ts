import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { AppError } from "../src/lib/errors.ts";
import { database } from "../src/middleware/database.ts";
import type { AppBindings } from "../src/types.ts";

/**
 * A bare Hono app for testing one middleware: `c.var.db` on the real D1 binding, and thrown
 * AppErrors as `{ code, message }` with their status (the real app's envelope lives in app.ts).
 */
export function tinyApp() {
  const app = new Hono<AppBindings>().use(database);
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ code: error.code, message: error.message }, error.status)
      : c.json({ code: "UNEXPECTED", message: String(error) }, 500),
  );
  return app;
}

/** Sends a request to a tiny app with the test environment's bindings. */
export const send = (app: Hono<AppBindings>, path: string, init?: RequestInit) => app.request(path, init, env);
