import { localeQuery, uuidParam } from "@app/shared/schemas/common";
import {
  announcementBody,
  announcementDto,
  announcementUpdateBody,
  dismissedResult,
  markdownPreview,
  myAnnouncement,
  previewBody,
} from "@app/shared/schemas/comms";
import { z } from "zod";
import { renderMarkdown } from "../../lib/markdown.ts";
import { ok } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as announcements from "./announcements.service.ts";

const op = operations("Announcements");
const crud = crudOperations(op, {
  noun: "announcement",
  params: uuidParam,
  dto: announcementDto,
  body: announcementBody,
  updateBody: announcementUpdateBody,
  docs: { list: { summary: "Every announcement, newest first" } },
  service: announcements,
});

/** Mounted at /api/notifications (docs/product.md#announcements-and-email). */
export const announcementsRoutes = routes(op)
  .get(
    {
      path: "/mine",
      summary: "Announcements for the caller now, in one language",
      auth: "user",
      request: { query: localeQuery },
      ok: z.array(myAnnouncement),
    },
    async (c) => ok(c, await announcements.forUser(c.var.db, c.get("auth").user.id, c.req.valid("query").locale)),
  )
  .post(
    {
      path: "/:uuid/dismiss",
      summary: "Dismiss an announcement for the caller",
      auth: "user",
      request: { params: uuidParam },
      ok: dismissedResult,
      errors: [404],
    },
    async (c) => {
      await announcements.dismiss(c.var.db, c.get("auth").user.id, c.req.valid("param").uuid);
      return ok(c, { dismissed: true });
    },
  )
  .post(
    {
      path: "/preview",
      summary: "Render Markdown as users will see it",
      auth: "admin",
      request: { body: previewBody },
      ok: markdownPreview,
    },
    (c) => ok(c, { html: renderMarkdown(c.req.valid("json").markdown) }),
  )
  .get(crud.list)
  .post(crud.create)
  .get(crud.get)
  .put(crud.update)
  .delete(crud.remove).hono;
