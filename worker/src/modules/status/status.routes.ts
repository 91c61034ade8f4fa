import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import type { AppBindings } from "../../types.ts";
import { serviceStatuses } from "./status.service.ts";

/** Mounted at /api/status: the public status page's data (decision 048). */
export const statusRoutes = new Hono<AppBindings>().get("/", async (c) => {
  // Health moves without an admin write, so this stays out of the catalogue cache: 30 s at most.
  c.header("Cache-Control", "public, max-age=30");
  return ok(c, await serviceStatuses(c.var.db));
});
