import { healthResult } from "@app/shared/schemas/common";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { lastCronAt } from "./health.service.ts";

const op = operations("System");

export const health = routes(op).get(
  {
    path: "/",
    summary: "Liveness check, and when the scheduled jobs last ran",
    auth: "public",
    ok: healthResult,
  },
  async (c) =>
    ok(c, {
      status: "ok",
      environment: c.env.ENVIRONMENT,
      time: new Date().toISOString(),
      lastCronAt: (await lastCronAt(c.var.db))?.toISOString() ?? null,
    }),
).hono;
