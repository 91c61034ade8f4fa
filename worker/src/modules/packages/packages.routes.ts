import { packageBody, packageNameParam, packageUpdateBody } from "@app/shared/schemas/catalogue";
import { apiPage, apiSuccess, uuidParam } from "@app/shared/schemas/common";
import { packageDto, packageListQuery, packageWithServicesDto } from "@app/shared/schemas/packages";
import { Hono } from "hono";
import { z } from "zod";
import { ok, okPage } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import {
  createPackage,
  deletePackage,
  getPackageWithServices,
  listAllPackages,
  listPackages,
  updatePackage,
} from "./packages.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "package",
  key: "uuid",
  params: uuidParam,
  dto: packageDto,
  body: packageBody,
  updateBody: packageUpdateBody,
  docs: { create: { errors: [404] } },
  service: { create: createPackage, update: updatePackage, remove: deletePackage },
});

export const packagesRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/",
        summary: "Packages on sale, one page, each with the active services it includes",
        auth: "public",
        request: { query: packageListQuery },
        responses: { 200: apiPage(packageWithServicesDto) },
      },
      async (c) => {
        return okPage(c, await listPackages(c.var.db, c.req.valid("query")));
      },
    ),
  )
  .post(...crud.create)
  .get(
    ...op(
      {
        path: "/list-all",
        summary: "Every package, active or not",
        auth: "admin",
        responses: { 200: apiSuccess(z.array(packageDto)) },
      },
      async (c) => ok(c, await listAllPackages(c.var.db)),
    ),
  )
  .get(
    ...op(
      {
        path: "/:name",
        summary: "One package by uuid or by name, with the active services it includes",
        auth: "public",
        request: { params: packageNameParam },
        responses: { 200: apiSuccess(packageWithServicesDto) },
        errors: [404],
      },
      async (c) => {
        const { name } = c.req.valid("param");
        const by = z.uuid().safeParse(name).success ? { id: name } : { name };
        return ok(c, await getPackageWithServices(c.var.db, by));
      },
    ),
  )
  .put(...crud.update)
  .delete(...crud.remove);
