import { apiSuccess, healthResult } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";

const op = operations("System");

export const health = new Hono<AppBindings>().get(
  ...op({ path: "/", summary: "Liveness check", auth: "public", responses: { 200: apiSuccess(healthResult) } }, (c) =>
    ok(c, { status: "ok", environment: c.env.ENVIRONMENT, time: new Date().toISOString() }),
  ),
);
