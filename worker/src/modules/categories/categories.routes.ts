import { categoryBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./categories.service.ts";

export const categoriesRoutes = new Hono<AppBindings>()
  .get("/", async (c) => c.json({ error: false as const, data: await listCategories(createDb(c.env.DB)) }))
  .post("/", requireAdmin, validate("json", categoryBody), async (c) =>
    c.json(
      { error: false as const, data: await createCategory(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/:uuid", validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getCategory(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", categoryBody), async (c) =>
    c.json({
      error: false as const,
      data: await updateCategory(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteCategory(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
