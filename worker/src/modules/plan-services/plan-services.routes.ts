import {
  associateBody,
  packageNameParam,
  planServiceBody,
  planServiceDto,
  planServiceListQuery,
} from "@app/shared/schemas/catalogue";
import { apiSuccess, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations } from "../../middleware/operation.ts";
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

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "link",
  key: "uuid",
  params: uuidParam,
  dto: planServiceDto,
  body: planServiceBody,
  docs: {
    create: { summary: "Link a service to a package", errors: [404] },
    update: { summary: "Change a link" },
    remove: { summary: "Remove a link" },
  },
  service: { get: getPlanService, create: createPlanService, update: updatePlanService, remove: deletePlanService },
});

export const planServicesRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/",
        summary: "Package-service links, optionally of one package",
        auth: "admin",
        request: { query: planServiceListQuery },
        responses: { 200: apiSuccess(z.array(planServiceDto)) },
      },
      async (c) => ok(c, await listPlanServices(c.var.db, c.req.valid("query").packageUuid)),
    ),
  )
  .post(...crud.create)
  .post(
    ...op(
      {
        path: "/associate",
        summary: "Replace a package's set of services",
        auth: "admin",
        request: { body: associateBody },
        responses: { 200: apiSuccess(z.array(planServiceDto)) },
        errors: [404],
      },
      async (c) => {
        const { packageUuid, serviceUuids } = c.req.valid("json");
        return ok(c, await associate(c.var.db, actorOf(c), packageUuid, serviceUuids));
      },
    ),
  )
  .get(
    ...op(
      {
        path: "/name/:name",
        summary: "Links of the package with this name",
        auth: "admin",
        request: { params: packageNameParam },
        responses: { 200: apiSuccess(z.array(planServiceDto)) },
        errors: [404],
      },
      async (c) => ok(c, await planServicesOfPackageName(c.var.db, c.req.valid("param").name)),
    ),
  )
  .get(...crud.get)
  .put(...crud.update)
  .delete(...crud.remove);
