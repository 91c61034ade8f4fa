import { EXTENSION_IDS } from "@app/extensions/ids";
import {
  conflictsBody,
  EXTENSION_ID_HEADER,
  EXTENSION_VERSION_HEADER,
  extensionSettingsBody,
  extensionTokenBody,
  semverString,
} from "@app/shared/schemas/extensions";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { serviceCookies } from "../services/services.service.ts";
import {
  assertExtensionVersion,
  authenticateExtension,
  createLinkCode,
  type ExtensionAuth,
  exchangeLinkCode,
  extensionSession,
  revokeExtensionToken,
} from "./extension-access.service.ts";
import { downloadKey, releases, replaceConflicts, updateExtension, uploadRelease } from "./extensions.service.ts";

const releaseForm = z.object({ extensionId: z.string().min(1).max(64), version: semverString });

/** Every call of an extension names it and its version; below the minimum the answer is 426. */
const extensionVersion = createMiddleware<AppBindings>(async (c, next) => {
  await assertExtensionVersion(
    createDb(c.env.DB),
    c.req.header(EXTENSION_ID_HEADER),
    c.req.header(EXTENSION_VERSION_HEADER),
  );
  await next();
});

/** The Access extension's own bearer token (never the panel's). */
const extensionAuth = createMiddleware<AppBindings & { Variables: { extension: ExtensionAuth } }>(async (c, next) => {
  c.set("extension", await authenticateExtension(createDb(c.env.DB), c.req.header("authorization")));
  await next();
});

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const extensionsRoutes = new Hono<AppBindings>()
  // The panel asks for a single-use code and hands it to the Access extension (DESIGN.md, "Link").
  .post("/link-code", requireAuth, rateLimit("extension-link", { perUser: true, scale: 6 }), async (c) =>
    c.json({ error: false as const, data: await createLinkCode(createDb(c.env.DB), c.get("auth")) }, 201),
  )
  .post("/token", validate("json", extensionTokenBody), rateLimit("extension-token"), extensionVersion, async (c) =>
    c.json(
      {
        error: false as const,
        data: await exchangeLinkCode(
          createDb(c.env.DB),
          c.req.valid("json").code,
          c.req.header(EXTENSION_ID_HEADER) as string,
        ),
      },
      201,
    ),
  )
  .get("/session", extensionVersion, extensionAuth, async (c) =>
    c.json({ error: false as const, data: await extensionSession(createDb(c.env.DB), c.get("extension")) }),
  )
  .get(
    "/services/:uuid/cookies",
    validate("param", z.object({ uuid: z.uuid() })),
    extensionVersion,
    extensionAuth,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await serviceCookies(
        createDb(c.env.DB),
        c.env,
        c.get("extension").user.id,
        c.req.valid("param").uuid,
      );
      return c.json({ error: false as const, data });
    },
  )
  .post("/logout", extensionVersion, extensionAuth, async (c) => {
    await revokeExtensionToken(createDb(c.env.DB), c.get("extension").tokenHash);
    return c.json({ error: false as const, data: { loggedOut: true } });
  })
  // Chrome's update manifest for self-hosted installs (README, "Extensions in production").
  .get("/updates.xml", async (c) => {
    const data = await releases(createDb(c.env.DB), c.env.TUTORIAL_VIDEO_URL);
    const apps = data.extensions
      .filter((e) => e.latestVersion && e.downloadUrl && e.id in EXTENSION_IDS)
      .map((e) => {
        const appId = EXTENSION_IDS[e.id as keyof typeof EXTENSION_IDS];
        const codebase = `${appOrigin(c.env)}${e.downloadUrl}`;
        return `  <app appid='${appId}'>\n    <updatecheck codebase='${escapeXml(codebase)}' version='${escapeXml(e.latestVersion ?? "")}' />\n  </app>`;
      });
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(
      `<?xml version='1.0' encoding='UTF-8'?>\n<gupdate xmlns='http://www.google.com/update2/response' protocol='2.0'>\n${apps.join("\n")}\n</gupdate>\n`,
    );
  })
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
