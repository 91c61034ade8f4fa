import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";

export const health = new Hono<AppBindings>().get("/", (c) =>
  c.json({ error: false, data: { status: "ok", environment: c.env.ENVIRONMENT, time: new Date().toISOString() } }),
);
