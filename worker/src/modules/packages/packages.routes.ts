import { packageBody, packageUpdateBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { packageListQuery } from "@app/shared/schemas/packages";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import {
  createPackage,
  deletePackage,
  getPackage,
  listAllPackages,
  listPackages,
  updatePackage,
} from "./packages.service.ts";

export const packagesRoutes = new Hono<AppBindings>()
  .get("/", validate("query", packageListQuery), async (c) => {
    const { items, meta } = await listPackages(createDb(c.env.DB), c.req.valid("query"));
    return c.json({ error: false as const, data: items, meta });
  })
  .post("/", requireAdmin, validate("json", packageBody), async (c) =>
    c.json(
      { error: false as const, data: await createPackage(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/list-all", requireAdmin, async (c) =>
    c.json({ error: false as const, data: await listAllPackages(createDb(c.env.DB)) }),
  )
  .get("/:name", validate("param", z.object({ name: z.string().min(1).max(100) })), async (c) => {
    const { name } = c.req.valid("param");
    const by = z.uuid().safeParse(name).success ? { id: name } : { name };
    return c.json({ error: false as const, data: await getPackage(createDb(c.env.DB), by) });
  })
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", packageUpdateBody), async (c) =>
    c.json({
      error: false as const,
      data: await updatePackage(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deletePackage(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
