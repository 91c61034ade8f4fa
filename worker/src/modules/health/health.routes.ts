import { healthResult } from "@app/shared/schemas/common";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";

const op = operations("System");

export const health = routes(op).get({ path: "/", summary: "Liveness check", auth: "public", ok: healthResult }, (c) =>
  ok(c, { status: "ok", environment: c.env.ENVIRONMENT, time: new Date().toISOString() }),
).hono;
