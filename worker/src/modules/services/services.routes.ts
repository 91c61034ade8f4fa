import { serviceBody, serviceListQuery, serviceUpdateBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import {
  accessService,
  createService,
  deleteService,
  getService,
  listServices,
  previewServices,
  supportServices,
  updateService,
} from "./services.service.ts";

export const servicesRoutes = new Hono<AppBindings>()
  .get("/list/preview", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ error: false as const, data: await previewServices(createDb(c.env.DB)) });
  })
  .get("/list/support-service", requireAuth, async (c) =>
    c.json({ error: false as const, data: await supportServices(createDb(c.env.DB)) }),
  )
  .get("/access/:slug", requireAuth, validate("param", z.object({ slug: z.string().min(1).max(120) })), async (c) =>
    c.json({
      error: false as const,
      data: await accessService(createDb(c.env.DB), c.env, c.get("auth").user.id, c.req.valid("param").slug),
    }),
  )
  .get("/", requireAdmin, validate("query", serviceListQuery), async (c) => {
    const { items, meta } = await listServices(createDb(c.env.DB), c.req.valid("query"));
    return c.json({ error: false as const, data: items, meta });
  })
  .post("/", requireAdmin, validate("json", serviceBody), async (c) =>
    c.json(
      { error: false as const, data: await createService(createDb(c.env.DB), c.env, actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getService(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", serviceUpdateBody), async (c) =>
    c.json({
      error: false as const,
      data: await updateService(createDb(c.env.DB), c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteService(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
