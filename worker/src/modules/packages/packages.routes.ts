import { packageBody, packageNameParam, packageUpdateBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { packageListQuery } from "@app/shared/schemas/packages";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import {
  createPackage,
  deletePackage,
  getPackageWithServices,
  listAllPackages,
  listPackages,
  updatePackage,
} from "./packages.service.ts";

export const packagesRoutes = new Hono<AppBindings>()
  .get("/", validate("query", packageListQuery), async (c) => {
    return okPage(c, await listPackages(c.var.db, c.req.valid("query")));
  })
  .post("/", requireAdmin, validate("json", packageBody), async (c) =>
    ok(c, await createPackage(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .get("/list-all", requireAdmin, async (c) => ok(c, await listAllPackages(c.var.db)))
  .get("/:name", validate("param", packageNameParam), async (c) => {
    const { name } = c.req.valid("param");
    const by = z.uuid().safeParse(name).success ? { id: name } : { name };
    return ok(c, await getPackageWithServices(c.var.db, by));
  })
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", packageUpdateBody), async (c) =>
    ok(c, await updatePackage(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deletePackage(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  });
