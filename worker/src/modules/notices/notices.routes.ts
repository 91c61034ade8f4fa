import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { markNoticeRead, unreadNotices } from "./notices.service.ts";

/** Mounted at /api/notices: what the panel tells the signed-in user once (decision 049). */
export const noticesRoutes = new Hono<AppBindings>()
  .use(requireAuth)
  .get("/", async (c) => ok(c, await unreadNotices(c.var.db, c.get("auth").user.id)))
  .post("/:uuid/read", validate("param", uuidParam), async (c) =>
    ok(c, await markNoticeRead(c.var.db, c.get("auth").user.id, c.req.valid("param").uuid)),
  );
