import { packageListQuery } from "@app/shared/schemas/packages";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { listPackages } from "./packages.service.ts";

export const packagesRoutes = new Hono<AppBindings>().get("/", validate("query", packageListQuery), async (c) => {
  const { items, meta } = await listPackages(createDb(c.env.DB), c.req.valid("query"));
  return c.json({ error: false as const, data: items, meta });
});
