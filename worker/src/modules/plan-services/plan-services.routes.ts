import {
  associateBody,
  packageNameParam,
  planServiceBody,
  planServiceDto,
  planServiceListQuery,
} from "@app/shared/schemas/catalogue";
import { apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
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
  .post(
    ...op(
      {
        path: "/",
        summary: "Link a service to a package",
        auth: "admin",
        request: { body: planServiceBody },
        responses: { 201: apiSuccess(planServiceDto) },
        errors: [404],
      },
      async (c) => ok(c, await createPlanService(c.var.db, actorOf(c), c.req.valid("json")), 201),
    ),
  )
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
  .get(
    ...op(
      {
        path: "/:uuid",
        summary: "One link",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(planServiceDto) },
        errors: [404],
      },
      async (c) => ok(c, await getPlanService(c.var.db, c.req.valid("param").uuid)),
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Change a link",
        auth: "admin",
        request: { params: uuidParam, body: planServiceBody },
        responses: { 200: apiSuccess(planServiceDto) },
        errors: [404],
      },
      async (c) => ok(c, await updatePlanService(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
    ),
  )
  .delete(
    ...op(
      {
        path: "/:uuid",
        summary: "Remove a link",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(deletedResult) },
        errors: [404],
      },
      async (c) => {
        await deletePlanService(c.var.db, actorOf(c), c.req.valid("param").uuid);
        return ok(c, { deleted: true });
      },
    ),
  );
