import { categoryBody, categoryDto } from "@app/shared/schemas/catalogue";
import { apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./categories.service.ts";

const op = operations("Catalogue");

export const categoriesRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/",
        summary: "Service categories",
        auth: "public",
        responses: { 200: apiSuccess(z.array(categoryDto)) },
      },
      async (c) => ok(c, await listCategories(c.var.db)),
    ),
  )
  .post(
    ...op(
      {
        path: "/",
        summary: "Create a category",
        auth: "admin",
        request: { body: categoryBody },
        responses: { 201: apiSuccess(categoryDto) },
        errors: [409],
      },
      async (c) => ok(c, await createCategory(c.var.db, actorOf(c), c.req.valid("json")), 201),
    ),
  )
  .get(
    ...op(
      {
        path: "/:uuid",
        summary: "One category",
        auth: "public",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(categoryDto) },
        errors: [404],
      },
      async (c) => ok(c, await getCategory(c.var.db, c.req.valid("param").uuid)),
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Rename or describe a category",
        auth: "admin",
        request: { params: uuidParam, body: categoryBody },
        responses: { 200: apiSuccess(categoryDto) },
        errors: [404, 409],
      },
      async (c) => ok(c, await updateCategory(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
    ),
  )
  .delete(
    ...op(
      {
        path: "/:uuid",
        summary: "Delete a category",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(deletedResult) },
        errors: [404],
      },
      async (c) => {
        await deleteCategory(c.var.db, actorOf(c), c.req.valid("param").uuid);
        return ok(c, { deleted: true });
      },
    ),
  );
