import { apiSuccess, deletedResult, localeQuery, uuidParam } from "@app/shared/schemas/common";
import {
  announcementBody,
  announcementDto,
  announcementUpdateBody,
  dismissedResult,
  markdownPreview,
  myAnnouncement,
  previewBody,
} from "@app/shared/schemas/comms";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
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

const op = operations("Announcements");

/** Mounted at /api/notifications (docs/product.md#announcements-and-email). */
export const announcementsRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/mine",
        summary: "Announcements for the caller now, in one language",
        auth: "user",
        request: { query: localeQuery },
        responses: { 200: apiSuccess(z.array(myAnnouncement)) },
      },
      async (c) => ok(c, await forUser(c.var.db, c.get("auth").user.id, c.req.valid("query").locale)),
    ),
  )
  .post(
    ...op(
      {
        path: "/:uuid/dismiss",
        summary: "Dismiss an announcement for the caller",
        auth: "user",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(dismissedResult) },
        errors: [404],
      },
      async (c) => {
        await dismiss(c.var.db, c.get("auth").user.id, c.req.valid("param").uuid);
        return ok(c, { dismissed: true });
      },
    ),
  )
  .post(
    ...op(
      {
        path: "/preview",
        summary: "Render Markdown as users will see it",
        auth: "admin",
        request: { body: previewBody },
        responses: { 200: apiSuccess(markdownPreview) },
      },
      (c) => ok(c, { html: renderMarkdown(c.req.valid("json").markdown) }),
    ),
  )
  .get(
    ...op(
      {
        path: "/",
        summary: "Every announcement, newest first",
        auth: "admin",
        responses: { 200: apiSuccess(z.array(announcementDto)) },
      },
      async (c) => ok(c, await listAll(c.var.db)),
    ),
  )
  .post(
    ...op(
      {
        path: "/",
        summary: "Create an announcement",
        auth: "admin",
        request: { body: announcementBody },
        responses: { 201: apiSuccess(announcementDto) },
      },
      async (c) => ok(c, await createAnnouncement(c.var.db, actorOf(c), c.req.valid("json")), 201),
    ),
  )
  .get(
    ...op(
      {
        path: "/:uuid",
        summary: "One announcement",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(announcementDto) },
        errors: [404],
      },
      async (c) => ok(c, await getAnnouncement(c.var.db, c.req.valid("param").uuid)),
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Update an announcement",
        auth: "admin",
        request: { params: uuidParam, body: announcementUpdateBody },
        responses: { 200: apiSuccess(announcementDto) },
        errors: [404],
      },
      async (c) =>
        ok(c, await updateAnnouncement(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
    ),
  )
  .delete(
    ...op(
      {
        path: "/:uuid",
        summary: "Delete an announcement",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(deletedResult) },
        errors: [404],
      },
      async (c) => {
        await deleteAnnouncement(c.var.db, actorOf(c), c.req.valid("param").uuid);
        return ok(c, { deleted: true });
      },
    ),
  );
