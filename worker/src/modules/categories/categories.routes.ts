import { categoryBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./categories.service.ts";

export const categoriesRoutes = new Hono<AppBindings>()
  .get("/", async (c) => ok(c, await listCategories(c.var.db)))
  .post("/", requireAdmin, validate("json", categoryBody), async (c) =>
    ok(c, await createCategory(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .get("/:uuid", validate("param", uuidParam), async (c) =>
    ok(c, await getCategory(c.var.db, c.req.valid("param").uuid)),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", categoryBody), async (c) =>
    ok(c, await updateCategory(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteCategory(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  });
