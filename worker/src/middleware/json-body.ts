import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/errors.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Parses a JSON body once, before routing and auth, so a malformed body is a 400 on every API
 * route (never a 500). Hono caches the parsed body, so validators reuse it.
 */
export const jsonBody = createMiddleware(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (BODY_METHODS.has(c.req.method) && type.includes("json") && c.req.header("content-length") !== "0") {
    try {
      await c.req.json();
    } catch {
      throw new AppError(400, "INVALID_JSON", "Malformed JSON in request body");
    }
  }
  await next();
});
