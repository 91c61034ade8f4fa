import { statusResult } from "@app/shared/schemas/status";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as status from "./status.service.ts";

const op = operations("System");

/** Mounted at /api/status: the public status page's data (decision 048). */
export const statusRoutes = routes(op).get(
  {
    path: "/",
    summary: "The services' status: state, since when, and 90 days of daily uptime",
    auth: "public",
    ok: statusResult,
  },
  async (c) => {
    // Health moves without an admin write, so this stays out of the catalogue cache: 30 s at most.
    c.header("Cache-Control", "public, max-age=30");
    return ok(c, await status.serviceStatuses(c.var.db));
  },
).hono;
