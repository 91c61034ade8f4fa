import { conflictsBody, extensionSettingsBody, semverString } from "@app/shared/schemas/extensions";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import { downloadKey, releases, replaceConflicts, updateExtension, uploadRelease } from "./extensions.service.ts";

const releaseForm = z.object({ extensionId: z.string().min(1).max(64), version: semverString });

export const extensionsRoutes = new Hono<AppBindings>()
  .get("/releases", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ error: false as const, data: await releases(createDb(c.env.DB), c.env.TUTORIAL_VIDEO_URL) });
  })
  .post("/releases", requireAdmin, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const parsed = releaseForm.safeParse({ extensionId: form?.get("extensionId"), version: form?.get("version") });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "body");
      const message = (issue?.message ?? "invalid").replaceAll("{path}", field);
      throw new AppError(400, "VALIDATION_ERROR", message, { fields: [{ field, message }] });
    }
    const file = form?.get("file");
    if (!(file instanceof File))
      throw new AppError(400, "VALIDATION_ERROR", "file is a required field", {
        fields: [{ field: "file", message: "file is a required field" }],
      });
    const row = await uploadRelease(
      createDb(c.env.DB),
      c.env.MEDIA,
      actorOf(c),
      parsed.data.extensionId,
      parsed.data.version,
      file,
    );
    return c.json({ error: false as const, data: row }, 201);
  })
  .put(
    "/extensions/:id",
    requireAdmin,
    validate("param", z.object({ id: z.string().min(1).max(64) })),
    validate("json", extensionSettingsBody),
    async (c) =>
      c.json({
        error: false as const,
        data: await updateExtension(createDb(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("json")),
      }),
  )
  .put("/conflicts", requireAdmin, validate("json", conflictsBody), async (c) =>
    c.json({
      error: false as const,
      data: await replaceConflicts(createDb(c.env.DB), actorOf(c), c.req.valid("json").conflicts),
    }),
  )
  .get(
    "/download/:id/:version",
    validate("param", z.object({ id: z.string().min(1).max(64), version: z.string().min(1).max(64) })),
    async (c) => {
      const { id, version } = c.req.valid("param");
      const release = await downloadKey(createDb(c.env.DB), id, version);
      const object = await c.env.MEDIA.get(release.mediaKey as string);
      if (!object) throw AppError.notFound("Release file");
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      headers.set("Cache-Control", "public, max-age=31536000, immutable");
      return new Response(object.body, { headers });
    },
  );
