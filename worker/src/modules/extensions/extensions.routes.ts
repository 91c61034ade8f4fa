import { FIREFOX_EXTENSION_IDS } from "@app/extensions/firefox-ids";
import { EXTENSION_IDS } from "@app/extensions/ids";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@app/shared/messages";
import { uuidParam } from "@app/shared/schemas/common";
import {
  conflictsBody,
  EXTENSION_ID_HEADER,
  EXTENSION_VERSION_HEADER,
  extensionDownloadParam,
  extensionIdParam,
  extensionSettingsBody,
  extensionTokenBody,
  releaseForm,
  setupLinkBody,
} from "@app/shared/schemas/extensions";
import { captureBody, fieldSignalBody } from "@app/shared/schemas/service-accounts";
import { issuesToFields } from "@app/shared/zod-error-map";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { actorOf } from "../../lib/actor.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { primaryDb } from "../../lib/d1-session.ts";
import { AppError } from "../../lib/errors.ts";
import { REQUIRED } from "../../lib/field-errors.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { bearerToken, requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { hit, rateKey, rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { captureSession, captureTargets } from "../service-accounts/service-accounts.service.ts";
import { fieldSignal } from "../service-health/health-checks.ts";
import { serviceSession } from "../services/services.service.ts";
import {
  assertExtensionVersion,
  authenticateExtension,
  createLinkCode,
  type ExtensionAuth,
  exchangeLinkCode,
  extensionSession,
  revokeExtensionToken,
} from "./extension-access.service.ts";
import {
  downloadKey,
  firefoxReleaseKey,
  releases,
  replaceConflicts,
  sendSetupLink,
  updateExtension,
  uploadRelease,
} from "./extensions.service.ts";

/** Every call of an extension names it and its version; below the minimum the answer is 426. */
const extensionVersion = createMiddleware<AppBindings>(async (c, next) => {
  await assertExtensionVersion(c.var.db, c.req.header(EXTENSION_ID_HEADER), c.req.header(EXTENSION_VERSION_HEADER));
  await next();
});

/** The Access extension's own bearer token (never the panel's). */
const extensionAuth = createMiddleware<AppBindings & { Variables: { extension: ExtensionAuth } }>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  // extensionVersion ran first: the header names one of our extensions.
  // Read from the primary, as the panel's tokens are (middleware/auth.ts).
  c.set(
    "extension",
    await authenticateExtension(primaryDb(c.env.DB, c.var.d1), c.env, token, c.req.header(EXTENSION_ID_HEADER) ?? ""),
  );
  await next();
});

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const extensionsRoutes = new Hono<AppBindings>()
  // The panel asks for a single-use code and hands it to the Access extension
  // (docs/decisions/011-browser-extensions.md).
  .post(
    "/setup-link",
    requireAuth,
    validate("json", setupLinkBody),
    rateLimit("extension-setup-link", { perUser: true }),
    async (c) => ok(c, await sendSetupLink(c.var.db, c.env, c.get("auth").user, c.req.valid("json").locale)),
  )
  .post("/link-code", requireAuth, rateLimit("extension-link", { perUser: true, scale: 6 }), async (c) =>
    ok(c, await createLinkCode(c.var.db, c.get("auth")), 201),
  )
  .post("/token", validate("json", extensionTokenBody), rateLimit("extension-token"), extensionVersion, async (c) =>
    ok(
      c,
      await exchangeLinkCode(c.var.db, c.env, c.req.valid("json").code, c.req.header(EXTENSION_ID_HEADER) as string),
      201,
    ),
  )
  .get("/session", extensionVersion, extensionAuth, async (c) =>
    ok(c, await extensionSession(c.var.db, c.get("extension"))),
  )
  .get("/services/:uuid/cookies", validate("param", uuidParam), extensionVersion, extensionAuth, async (c) => {
    c.header("Cache-Control", "no-store");
    const data = await serviceSession(c.var.db, c.env, c.get("extension").user.id, c.req.valid("param").uuid);
    return ok(c, data);
  })
  // What the extension saw after opening the service (decision 048): a few per user and service.
  .post(
    "/services/:uuid/signal",
    validate("param", uuidParam),
    extensionVersion,
    extensionAuth,
    validate("json", fieldSignalBody),
    async (c) => {
      const userId = c.get("extension").user.id;
      const serviceId = c.req.valid("param").uuid;
      const rule = { limit: 6, windowSeconds: 600 };
      if (!(await hit(c.var.db, await rateKey("service-signal", "user", `${userId}:${serviceId}`), rule)))
        throw new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited, undefined, { "Retry-After": "600" });
      return ok(c, await fieldSignal(c.var.db, c.env, userId, serviceId, c.req.valid("json").signedIn), 201);
    },
  )
  // An admin's extension saves the session of the site in its tab (decision 047). The panel's
  // bearer token is no extension token: it gets 401 here.
  .get("/capture/targets", extensionVersion, extensionAuth, async (c) => {
    c.header("Cache-Control", "no-store");
    if (c.get("extension").user.role !== "admin") throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
    return ok(c, await captureTargets(c.var.db));
  })
  .post("/capture", extensionVersion, extensionAuth, validate("json", captureBody), async (c) => {
    const { user } = c.get("extension");
    const actor = { id: user.id, role: user.role, audit: { actorId: user.id, requestId: c.get("requestId") ?? null } };
    return ok(c, await captureSession(c.var.db, c.env, actor, c.req.valid("json")), 201);
  })
  .post("/logout", extensionVersion, extensionAuth, async (c) => {
    await revokeExtensionToken(c.var.db, c.get("extension").tokenHash);
    return ok(c, { loggedOut: true });
  })
  // Chrome's update manifest for self-hosted installs (README, "Extensions in production").
  .get("/updates.xml", async (c) => {
    const data = await releases(c.var.db, c.env);
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
  // Firefox's update manifest for self-hosted installs: the builds name it in
  // `browser_specific_settings.gecko.update_url` (docs/decisions/059-firefox-and-edge-extensions.md).
  .get("/firefox-updates.json", async (c) => {
    const data = await releases(c.var.db, c.env);
    const addons = Object.fromEntries(
      data.extensions
        .filter((e) => e.latestVersion && e.firefoxDownloadUrl && e.id in FIREFOX_EXTENSION_IDS)
        .map((e) => [
          FIREFOX_EXTENSION_IDS[e.id as keyof typeof FIREFOX_EXTENSION_IDS],
          { updates: [{ version: e.latestVersion, update_link: `${appOrigin(c.env)}${e.firefoxDownloadUrl}` }] },
        ]),
    );
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ addons });
  })
  .get("/releases", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return ok(c, await releases(c.var.db, c.env));
  })
  .post("/releases", requireAdmin, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const parsed = releaseForm.safeParse(
      { extensionId: form?.get("extensionId"), version: form?.get("version") },
      { reportInput: true },
    );
    if (!parsed.success) {
      const fields = issuesToFields(parsed.error).slice(0, 1);
      throw new AppError(400, "VALIDATION_ERROR", fields[0]?.message ?? "invalid", { fields });
    }
    const file = form?.get("file");
    if (!(file instanceof File))
      throw new AppError(400, "VALIDATION_ERROR", "file is a required field", {
        fields: [{ field: "file", message: "file is a required field", ...REQUIRED }],
      });
    const row = await uploadRelease(
      c.var.db,
      c.env.MEDIA,
      actorOf(c),
      parsed.data.extensionId,
      parsed.data.version,
      file,
    );
    return ok(c, row, 201);
  })
  .put(
    "/extensions/:id",
    requireAdmin,
    validate("param", extensionIdParam),
    validate("json", extensionSettingsBody),
    async (c) => ok(c, await updateExtension(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .put("/conflicts", requireAdmin, validate("json", conflictsBody), async (c) =>
    ok(c, await replaceConflicts(c.var.db, actorOf(c), c.req.valid("json").conflicts)),
  )
  .get("/download/:id/:version", validate("param", extensionDownloadParam), async (c) => {
    const { id, version } = c.req.valid("param");
    const release = await downloadKey(c.var.db, id, version);
    const object = await c.env.MEDIA.get(release.mediaKey as string);
    if (!object) throw AppError.notFound("Release file");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return new Response(object.body, { headers });
  })
  // The Firefox build (.xpi) of a release, kept beside its file (decision 059).
  .get("/download/:id/:version/firefox", validate("param", extensionDownloadParam), async (c) => {
    const { id, version } = c.req.valid("param");
    await downloadKey(c.var.db, id, version);
    const object = await c.env.MEDIA.get(firefoxReleaseKey(id, version));
    if (!object) throw AppError.notFound("Release file");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    // Not immutable: a signed copy of the same build may replace it.
    headers.set("Cache-Control", "public, max-age=300");
    return new Response(object.body, { headers });
  });
