import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { REQUIRED } from "../../lib/field-errors.ts";
import { ok } from "../../lib/respond.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { MAX_IMAGE_BYTES, uploadImage } from "./media.service.ts";

export const mediaRoutes = new Hono<AppBindings>()
  .post("/upload", requireAdmin, async (c) => {
    const length = Number(c.req.header("content-length") ?? 0);
    if (length > MAX_IMAGE_BYTES + 64 * 1024) {
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
    return ok(c, await uploadImage(c.var.db, c.env.MEDIA, actorOf(c), file), 201);
  })
  .get("/*", async (c) => {
    const key = c.req.path.replace(/^\/api\/media\//, "");
    if (!/^[a-z]+\/[a-f0-9]{64}\.[a-z0-9]+$/.test(key)) throw AppError.notFound("File");
    const object = await c.env.MEDIA.get(key);
    if (!object) throw AppError.notFound("File");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox");
    return new Response(object.body, { headers });
  });
