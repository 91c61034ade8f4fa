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
    // Read the raw text first: Hono caches it, so webhooks can still verify signatures on the
    // exact bytes, and later c.req.json() parses from it.
    const raw = await c.req.text();
    try {
      JSON.parse(raw);
    } catch {
      throw new AppError(400, "INVALID_JSON", "Malformed JSON in request body");
    }
  }
  await next();
});
