import { associateBody, packageNameParam, planServiceBody, planServiceListQuery } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
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
  .get("/", validate("query", planServiceListQuery), async (c) =>
    ok(c, await listPlanServices(c.var.db, c.req.valid("query").packageUuid)),
  )
  .post("/", validate("json", planServiceBody), async (c) =>
    ok(c, await createPlanService(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .post("/associate", validate("json", associateBody), async (c) => {
    const { packageUuid, serviceUuids } = c.req.valid("json");
    return ok(c, await associate(c.var.db, actorOf(c), packageUuid, serviceUuids));
  })
  .get("/name/:name", validate("param", packageNameParam), async (c) =>
    ok(c, await planServicesOfPackageName(c.var.db, c.req.valid("param").name)),
  )
  .get("/:uuid", validate("param", uuidParam), async (c) =>
    ok(c, await getPlanService(c.var.db, c.req.valid("param").uuid)),
  )
  .put("/:uuid", validate("param", uuidParam), validate("json", planServiceBody), async (c) =>
    ok(c, await updatePlanService(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", validate("param", uuidParam), async (c) => {
    await deletePlanService(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  });
