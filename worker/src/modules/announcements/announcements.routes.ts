import { LOCALES } from "@app/shared/constants";
import { uuidParam } from "@app/shared/schemas/common";
import { announcementBody, announcementUpdateBody, previewBody } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import {
  createAnnouncement,
  deleteAnnouncement,
  dismiss,
  forUser,
  getAnnouncement,
  listAll,
  updateAnnouncement,
} from "./announcements.service.ts";

/** Mounted at /api/notifications (SPEC §7). */
export const announcementsRoutes = new Hono<AppBindings>()
  .get("/mine", requireAuth, validate("query", z.object({ locale: z.enum(LOCALES).default("en") })), async (c) =>
    c.json({
      error: false as const,
      data: await forUser(createDb(c.env.DB), c.get("auth").user.id, c.req.valid("query").locale),
    }),
  )
  .post("/:uuid/dismiss", requireAuth, validate("param", uuidParam), async (c) => {
    await dismiss(createDb(c.env.DB), c.get("auth").user.id, c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { dismissed: true } });
  })
  .post("/preview", requireAdmin, validate("json", previewBody), (c) =>
    c.json({ error: false as const, data: { html: renderMarkdown(c.req.valid("json").markdown) } }),
  )
  .get("/", requireAdmin, async (c) => c.json({ error: false as const, data: await listAll(createDb(c.env.DB)) }))
  .post("/", requireAdmin, validate("json", announcementBody), async (c) =>
    c.json(
      { error: false as const, data: await createAnnouncement(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getAnnouncement(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", announcementUpdateBody), async (c) =>
    c.json({
      error: false as const,
      data: await updateAnnouncement(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteAnnouncement(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
