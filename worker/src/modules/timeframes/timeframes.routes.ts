import { timeframeBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import {
  createTimeframe,
  deleteTimeframe,
  getTimeframe,
  listTimeframes,
  updateTimeframe,
} from "./timeframes.service.ts";

export const timeframesRoutes = new Hono<AppBindings>()
  .use(requireAdmin)
  .get("/", async (c) => c.json({ error: false as const, data: await listTimeframes(createDb(c.env.DB)) }))
  .post("/", validate("json", timeframeBody), async (c) =>
    c.json(
      { error: false as const, data: await createTimeframe(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/:uuid", validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getTimeframe(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", validate("param", uuidParam), validate("json", timeframeBody), async (c) =>
    c.json({
      error: false as const,
      data: await updateTimeframe(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", validate("param", uuidParam), async (c) => {
    await deleteTimeframe(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
