import {
  serviceAccessDto,
  serviceBody,
  serviceDto,
  serviceListQuery,
  servicePreview,
  serviceSlugParam,
  serviceUpdateBody,
  supportService,
} from "@app/shared/schemas/catalogue";
import { apiSuccess, uuidParam } from "@app/shared/schemas/common";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { afterResponse } from "../../lib/background.ts";
import { ok } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { checkPoolAlerts } from "../service-accounts/seat-queue.ts";
import * as services from "./services.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "service",
  params: uuidParam,
  dto: serviceDto,
  query: serviceListQuery,
  docs: { get: { summary: "One service (never its secret)" } },
  service: services,
});

export const servicesRoutes = routes(op)
  .get(
    {
      path: "/list/preview",
      summary: "Active services' names and logos (marketing pages)",
      auth: "public",
      ok: z.array(servicePreview),
    },
    async (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return ok(c, await services.previewServices(c.var.db));
    },
  )
  .get(
    {
      path: "/list/support-service",
      summary: "Service names for the report form: the caller's own (an admin's: every active one)",
      auth: "user",
      ok: z.array(supportService),
    },
    async (c) => ok(c, await services.reportableServices(c.var.db, c.get("auth").user)),
  )
  .get(
    {
      path: "/access/:slug",
      summary: "Open a service: its address and key or cookie data",
      description:
        "Only for services of the caller's active subscription; every call records an access. 409 `NO_FREE_SEAT` when every seat is taken: the caller joins the service's queue and `details.position` is their place in it (1 is next).",
      auth: "user",
      request: { params: serviceSlugParam },
      ok: serviceAccessDto,
      errors: [403, 404, 409],
    },
    async (c) =>
      ok(
        c,
        await services.accessService(c.var.db, c.env, c.get("auth").user.id, c.req.valid("param").slug, () =>
          afterResponse(c, () => checkPoolAlerts(c.var.db, c.env)),
        ),
      ),
  )
  .get(crud.list)
  .post(
    {
      path: "/",
      summary: "Create a service",
      auth: "admin",
      request: { body: serviceBody },
      responses: { 201: apiSuccess(serviceDto) },
      errors: [404, 422],
    },
    async (c) => ok(c, await services.createService(c.var.db, c.env, actorOf(c), c.req.valid("json")), 201),
  )
  .get(crud.get)
  .put(
    {
      path: "/:uuid",
      summary: "Update a service",
      description: "`accessSecret` left out keeps the stored secret; an empty text clears it.",
      auth: "admin",
      request: { params: uuidParam, body: serviceUpdateBody },
      ok: serviceDto,
      errors: [404, 422],
    },
    async (c) =>
      ok(c, await services.updateService(c.var.db, c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete(crud.remove).hono;
