import { associateBody, planServiceBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import {
  associate,
  createPlanService,
  deletePlanService,
  getPlanService,
  listPlanServices,
  planServicesOfPackageName,
  updatePlanService,
} from "./plan-services.service.ts";

export const planServicesRoutes = new Hono<AppBindings>()
  .use(requireAdmin)
  .get("/", validate("query", z.object({ packageUuid: z.uuid().optional() })), async (c) =>
    c.json({
      error: false as const,
      data: await listPlanServices(createDb(c.env.DB), c.req.valid("query").packageUuid),
    }),
  )
  .post("/", validate("json", planServiceBody), async (c) =>
    c.json(
      { error: false as const, data: await createPlanService(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .post("/associate", validate("json", associateBody), async (c) => {
    const { packageUuid, serviceUuids } = c.req.valid("json");
    return c.json({
      error: false as const,
      data: await associate(createDb(c.env.DB), actorOf(c), packageUuid, serviceUuids),
    });
  })
  .get("/name/:name", validate("param", z.object({ name: z.string().min(1).max(100) })), async (c) =>
    c.json({
      error: false as const,
      data: await planServicesOfPackageName(createDb(c.env.DB), c.req.valid("param").name),
    }),
  )
  .get("/:uuid", validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getPlanService(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", validate("param", uuidParam), validate("json", planServiceBody), async (c) =>
    c.json({
      error: false as const,
      data: await updatePlanService(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", validate("param", uuidParam), async (c) => {
    await deletePlanService(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
