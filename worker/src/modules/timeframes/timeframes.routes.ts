import { timeframeBody, timeframeDto } from "@app/shared/schemas/catalogue";
import { apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import {
  createTimeframe,
  deleteTimeframe,
  getTimeframe,
  listTimeframes,
  updateTimeframe,
} from "./timeframes.service.ts";

const op = operations("Catalogue");

/** The five routes of an admin-managed list: GET / and POST / (201), then GET, PUT and DELETE on `/:uuid`. */
export const timeframesRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      { path: "/", summary: "Timeframes", auth: "admin", responses: { 200: apiSuccess(z.array(timeframeDto)) } },
      async (c) => ok(c, await listTimeframes(c.var.db)),
    ),
  )
  .post(
    ...op(
      {
        path: "/",
        summary: "Create a timeframe",
        auth: "admin",
        request: { body: timeframeBody },
        responses: { 201: apiSuccess(timeframeDto) },
      },
      async (c) => ok(c, await createTimeframe(c.var.db, actorOf(c), c.req.valid("json")), 201),
    ),
  )
  .get(
    ...op(
      {
        path: "/:uuid",
        summary: "One timeframe",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(timeframeDto) },
        errors: [404],
      },
      async (c) => ok(c, await getTimeframe(c.var.db, c.req.valid("param").uuid)),
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Update a timeframe",
        auth: "admin",
        request: { params: uuidParam, body: timeframeBody },
        responses: { 200: apiSuccess(timeframeDto) },
        errors: [404],
      },
      async (c) => ok(c, await updateTimeframe(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
    ),
  )
  .delete(
    ...op(
      {
        path: "/:uuid",
        summary: "Delete a timeframe",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(deletedResult) },
        errors: [404],
      },
      async (c) => {
        await deleteTimeframe(c.var.db, actorOf(c), c.req.valid("param").uuid);
        return ok(c, { deleted: true });
      },
    ),
  );
