import { apiSuccess } from "@app/shared/schemas/common";
import { statusResult } from "@app/shared/schemas/status";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { serviceStatuses } from "./status.service.ts";

const op = operations("System");

/** Mounted at /api/status: the public status page's data (decision 048). */
export const statusRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "The services' status: state, since when, and 90 days of daily uptime",
      auth: "public",
      responses: { 200: apiSuccess(statusResult) },
    },
    async (c) => {
      // Health moves without an admin write, so this stays out of the catalogue cache: 30 s at most.
      c.header("Cache-Control", "public, max-age=30");
      return ok(c, await serviceStatuses(c.var.db));
    },
  ),
);
