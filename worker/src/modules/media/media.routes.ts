import { uploadedMedia } from "@app/shared/schemas/catalogue";
import { apiSuccess } from "@app/shared/schemas/common";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { REQUIRED } from "../../lib/field-errors.ts";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import * as media from "./media.service.ts";

/** An upload's key: `images/<sha-256>.<ext>`. */
const mediaKeyParam = z.object({ path: z.string().regex(/^[a-z]+\/[a-f0-9]{64}\.[a-z0-9]+$/) });

/** A path that is no upload's key is a file that does not exist: 404, as for an unknown key. */
const missingUnlessKey = createMiddleware<AppBindings>(async (_c, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_ERROR") throw AppError.notFound("File");
    throw error;
  }
});

const op = operations("Catalogue");

export const mediaRoutes = routes(op)
  .post(
    {
      path: "/upload",
      summary: "Upload an image (PNG, JPEG, WebP or GIF, at most 2 MB)",
      auth: "admin",
      request: { form: { files: ["file"] } },
      responses: { 201: apiSuccess(uploadedMedia) },
      errors: [413],
    },
    async (c) => {
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > media.MAX_IMAGE_BYTES + 64 * 1024) {
        throw new AppError(413, "FILE_TOO_LARGE", "file must be at most 2 MB", {
          fields: [{ field: "file", message: "file must be at most 2 MB" }],
        });
      }
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!(file instanceof File)) {
        throw new AppError(400, "VALIDATION_ERROR", "file is a required field", {
          fields: [{ field: "file", message: "file is a required field", ...REQUIRED }],
        });
      }
      return ok(c, await media.uploadImage(c.var.db, c.env.MEDIA, actorOf(c), file), 201);
    },
  )
  .get(
    {
      // The whole rest of the path, slash included; the validator checks it is a key.
      path: "/:path{.+}",
      summary: "An uploaded file",
      description: "`path` is the upload's `key`, slash included.",
      auth: "public",
      request: { params: mediaKeyParam },
      before: [missingUnlessKey],
      responses: { 200: { description: "The file, cached for a year", mediaType: "application/octet-stream" } },
      errors: [404],
    },
    async (c) => {
      const object = await c.env.MEDIA.get(c.req.valid("param").path);
      if (!object) throw AppError.notFound("File");
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      headers.set("ETag", object.httpEtag);
      headers.set("Cache-Control", "public, max-age=31536000, immutable");
      headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox");
      return new Response(object.body, { headers });
    },
  ).hono;
