import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import type { AppBindings } from "../../types.ts";

export const health = new Hono<AppBindings>().get("/", (c) =>
  ok(c, { status: "ok", environment: c.env.ENVIRONMENT, time: new Date().toISOString() }),
);
