import { packageBody, packageNameParam, packageUpdateBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { packageDto, packageListQuery, packageWithServicesDto } from "@app/shared/schemas/packages";
import { z } from "zod";
import { ok, okPage } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as packages from "./packages.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "package",
  params: uuidParam,
  dto: packageDto,
  body: packageBody,
  updateBody: packageUpdateBody,
  docs: { create: { errors: [404] } },
  service: packages,
});

export const packagesRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Packages on sale, one page, each with the active services it includes",
      auth: "public",
      request: { query: packageListQuery },
      page: packageWithServicesDto,
    },
    async (c) => {
      return okPage(c, await packages.listPackages(c.var.db, c.req.valid("query")));
    },
  )
  .post(crud.create)
  .get(
    { path: "/list-all", summary: "Every package, active or not", auth: "admin", ok: z.array(packageDto) },
    async (c) => ok(c, await packages.listAllPackages(c.var.db)),
  )
  .get(
    {
      path: "/:name",
      summary: "One package by uuid or by name, with the active services it includes",
      auth: "public",
      request: { params: packageNameParam },
      ok: packageWithServicesDto,
      errors: [404],
    },
    async (c) => {
      const { name } = c.req.valid("param");
      const by = z.uuid().safeParse(name).success ? { id: name } : { name };
      return ok(c, await packages.getPackageWithServices(c.var.db, by));
    },
  )
  .put(crud.update)
  .delete(crud.remove).hono;
