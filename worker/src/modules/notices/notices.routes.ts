import { uuidParam } from "@app/shared/schemas/common";
import { userNotice } from "@app/shared/schemas/incidents";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as notices from "./notices.service.ts";

const op = operations("Account");

/** Mounted at /api/notices: what the panel tells the signed-in user once (decision 049). */
export const noticesRoutes = routes(op)
  .get(
    {
      path: "/",
      summary:
        "The signed-in user's unread notices (days credited for downtime, a seat given from a full service's queue), newest first",
      auth: "user",
      ok: z.array(userNotice),
    },
    async (c) => ok(c, await notices.unreadNotices(c.var.db, c.get("auth").user.id)),
  )
  .post(
    {
      path: "/:uuid/read",
      summary: "Mark a notice read",
      auth: "user",
      request: { params: uuidParam },
      ok: z.object({ read: z.boolean() }),
      errors: [404],
    },
    async (c) => ok(c, await notices.markNoticeRead(c.var.db, c.get("auth").user.id, c.req.valid("param").uuid)),
  ).hono;
