import {
  associateBody,
  packageNameParam,
  planServiceBody,
  planServiceDto,
  planServiceListQuery,
} from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as planServices from "./plan-services.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "link",
  params: uuidParam,
  dto: planServiceDto,
  body: planServiceBody,
  docs: {
    create: { summary: "Link a service to a package", errors: [404] },
    update: { summary: "Change a link" },
    remove: { summary: "Remove a link" },
  },
  service: planServices,
});

export const planServicesRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Package-service links, optionally of one package",
      auth: "admin",
      request: { query: planServiceListQuery },
      ok: z.array(planServiceDto),
    },
    async (c) => ok(c, await planServices.listPlanServices(c.var.db, c.req.valid("query").packageUuid)),
  )
  .post(crud.create)
  .post(
    {
      path: "/associate",
      summary: "Replace a package's set of services",
      auth: "admin",
      request: { body: associateBody },
      ok: z.array(planServiceDto),
      errors: [404],
    },
    async (c) => {
      const { packageUuid, serviceUuids } = c.req.valid("json");
      return ok(c, await planServices.associate(c.var.db, actorOf(c), packageUuid, serviceUuids));
    },
  )
  .get(
    {
      path: "/name/:name",
      summary: "Links of the package with this name",
      auth: "admin",
      request: { params: packageNameParam },
      ok: z.array(planServiceDto),
      errors: [404],
    },
    async (c) => ok(c, await planServices.planServicesOfPackageName(c.var.db, c.req.valid("param").name)),
  )
  .get(crud.get)
  .put(crud.update)
  .delete(crud.remove).hono;
