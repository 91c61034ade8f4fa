import { localeQuery, uuidParam } from "@app/shared/schemas/common";
import { announcementBody, announcementUpdateBody, previewBody } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import {
  createAnnouncement,
  deleteAnnouncement,
  dismiss,
  forUser,
  getAnnouncement,
  listAll,
  updateAnnouncement,
} from "./announcements.service.ts";

/** Mounted at /api/notifications (docs/product.md#announcements-and-email). */
export const announcementsRoutes = new Hono<AppBindings>()
  .get("/mine", requireAuth, validate("query", localeQuery), async (c) =>
    ok(c, await forUser(c.var.db, c.get("auth").user.id, c.req.valid("query").locale)),
  )
  .post("/:uuid/dismiss", requireAuth, validate("param", uuidParam), async (c) => {
    await dismiss(c.var.db, c.get("auth").user.id, c.req.valid("param").uuid);
    return ok(c, { dismissed: true });
  })
  .post("/preview", requireAdmin, validate("json", previewBody), (c) =>
    ok(c, { html: renderMarkdown(c.req.valid("json").markdown) }),
  )
  .get("/", requireAdmin, async (c) => ok(c, await listAll(c.var.db)))
  .post("/", requireAdmin, validate("json", announcementBody), async (c) =>
    ok(c, await createAnnouncement(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    ok(c, await getAnnouncement(c.var.db, c.req.valid("param").uuid)),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", announcementUpdateBody), async (c) =>
    ok(c, await updateAnnouncement(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteAnnouncement(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  });
