import { FIREFOX_EXTENSION_IDS } from "@app/extensions/firefox-ids";
import { EXTENSION_IDS } from "@app/extensions/ids";
import { entitledService } from "@app/shared/schemas/catalogue";
import { apiSuccess, uuidParam } from "@app/shared/schemas/common";
import {
  conflictsBody,
  EXTENSION_ID_HEADER,
  EXTENSION_VERSION_HEADER,
  extensionConflict,
  extensionDownloadParam,
  extensionIdParam,
  extensionReleaseRow,
  extensionReleases,
  extensionSessionResult,
  extensionSettingsBody,
  extensionSettingsRow,
  extensionTokenBody,
  extensionTokenResult,
  firefoxBuildRow,
  firefoxUpdateManifest,
  linkCodeResult,
  releaseForm,
  semverString,
  setupLinkBody,
  setupLinkResult,
} from "@app/shared/schemas/extensions";
import {
  captureBody,
  captureTarget,
  fieldSignalBody,
  fieldSignalResult,
  serviceAccountDto,
  serviceSessionResult,
} from "@app/shared/schemas/service-accounts";
import { loggedOutResult } from "@app/shared/schemas/users";
import { issuesToFields } from "@app/shared/zod-error-map";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { afterResponse } from "../../lib/background.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { primaryDb } from "../../lib/d1-session.ts";
import { AppError } from "../../lib/errors.ts";
import { REQUIRED } from "../../lib/field-errors.ts";
import { publicCacheSeconds } from "../../lib/public-cache.ts";
import { ok } from "../../lib/respond.ts";
import { bearerToken } from "../../middleware/auth.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { afterPoolChange, checkPoolAlerts } from "../service-accounts/seat-queue.ts";
import { captureSession, captureTargets } from "../service-accounts/service-accounts.service.ts";
import { fieldSignal } from "../service-health/health-checks.ts";
import { entitledServices, serviceSession } from "../services/services.service.ts";
import { statusAlertsAfter } from "../status/status-alerts-after.ts";
import type { ExtensionAuth } from "./extension-access.service.ts";
import * as extensionAccess from "./extension-access.service.ts";
import * as extensions from "./extensions.service.ts";

/** Headers of every Access extension call; below the minimum version the answer is 426. */
const extensionHeaders = z.object({
  [EXTENSION_ID_HEADER]: z.string().min(1).max(64),
  [EXTENSION_VERSION_HEADER]: semverString,
});

/** Every call of an extension names it and its version; below the minimum the answer is 426. */
const extensionVersion = createMiddleware<AppBindings>(async (c, next) => {
  await extensionAccess.assertExtensionVersion(
    c.var.db,
    c.req.header(EXTENSION_ID_HEADER),
    c.req.header(EXTENSION_VERSION_HEADER),
  );
  await next();
});

/** This module's bindings: its handlers may read the Access extension's auth. */
type ExtensionBindings = AppBindings & { Variables: { extension: ExtensionAuth } };

/** actorOf for this module's context; it reads only `auth` and `requestId`, which both contexts have. */

/** The Access extension's own bearer token (never the panel's). */
const extensionAuth = createMiddleware<ExtensionBindings>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  // extensionVersion ran first: the header names one of our extensions.
  // Read from the primary, as the panel's tokens are (middleware/auth.ts).
  c.set(
    "extension",
    await extensionAccess.authenticateExtension(
      primaryDb(c.env.DB, c.var.d1),
      c.env,
      token,
      c.req.header(EXTENSION_ID_HEADER) ?? "",
    ),
  );
  await next();
});

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * `auth: "extension"`: the version check, then the Access extension's own token; the headers are
 * validated after both, so a missing or outdated version keeps its own answer (400, 426).
 */
const op = operations<ExtensionBindings>(
  "Extensions",
  { extension: [extensionVersion, extensionAuth] },
  { extension: (c) => (c.get("extension") as ExtensionAuth | undefined)?.user.role },
);

export const extensionsRoutes = routes(op)
  // The panel asks for a single-use code and hands it to the Access extension
  // (docs/decisions/011-browser-extensions.md).
  .post(
    {
      path: "/setup-link",
      summary: "Mail the caller the setup guide's address, to open on a computer",
      auth: "user",
      description: "For a subscriber on a phone or tablet, where the extensions cannot be installed.",
      request: { body: setupLinkBody },
      use: [rateLimit("extension-setup-link", { perUser: true })],
      ok: setupLinkResult,
      errors: [400, 403, 429],
    },
    async (c) => ok(c, await extensions.sendSetupLink(c.var.db, c.env, c.get("auth").user, c.req.valid("json").locale)),
  )
  .post(
    {
      path: "/link-code",
      summary: "A single-use code that links the Access extension to the caller",
      auth: "user",
      use: [rateLimit("extension-link", { perUser: true, scale: 6 })],
      responses: { 201: apiSuccess(linkCodeResult) },
      errors: [429],
    },
    async (c) => ok(c, await extensionAccess.createLinkCode(c.var.db, c.get("auth")), 201),
  )
  .post(
    {
      path: "/token",
      summary: "Exchange a link code for the extension's own token",
      auth: "public",
      description: "Only PremiumHub Access (`X-Extension-Id: core`) is linked; its token works for it alone.",
      request: { headers: extensionHeaders, body: extensionTokenBody },
      // The rate limit counts every exchange attempt, before the version check.
      use: [rateLimit("extension-token"), extensionVersion],
      responses: { 201: apiSuccess(extensionTokenResult) },
      errors: [400, 401, 403, 426, 429],
    },
    async (c) =>
      ok(
        c,
        await extensionAccess.exchangeLinkCode(
          c.var.db,
          c.env,
          c.req.valid("json").code,
          c.req.valid("header")[EXTENSION_ID_HEADER],
        ),
        201,
      ),
  )
  .get(
    {
      path: "/session",
      summary: "The extension's user and subscription",
      auth: "extension",
      request: { headers: extensionHeaders },
      ok: extensionSessionResult,
      errors: [426],
    },
    async (c) => ok(c, await extensionAccess.extensionSession(c.var.db, c.get("extension"))),
  )
  // The Access extension's popup lists them and opens one signed in, as the dashboard does.
  .get(
    {
      path: "/services",
      summary: "The services of the caller's active subscription, for the Access extension's popup",
      description: "The same list as `GET /api/users/services`, with the extension's token.",
      auth: "extension",
      request: { headers: extensionHeaders },
      ok: z.array(entitledService),
      errors: [426],
    },
    async (c) => ok(c, await entitledServices(c.var.db, c.get("extension").user.id, publicCacheSeconds(c.env))),
  )
  .get(
    {
      path: "/services/:uuid/cookies",
      summary: "The session of the caller's account of a cookie service, and the pages to block",
      description:
        "Assigns the caller to an account of the service's pool on first open (the one with the most free seats) and keeps it while it is active. 409 `NO_FREE_SEAT` when every seat is taken: the caller joins the service's queue, `details.position` is their place in it.",
      auth: "extension",
      request: { params: uuidParam, headers: extensionHeaders },
      ok: serviceSessionResult,
      errors: [403, 404, 409, 422, 426],
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await serviceSession(c.var.db, c.env, c.get("extension").user.id, c.req.valid("param").uuid, () =>
        afterResponse(c, () => checkPoolAlerts(c.var.db, c.env)),
      );
      return ok(c, data);
    },
  )
  // What the extension saw after opening the service (decision 048): a few per user and service.
  .post(
    {
      path: "/services/:uuid/signal",
      summary: "What the extension saw after opening a service: signed in or signed out",
      description:
        "A health signal on the caller's account of the service; with the caller's reports, at most 6 per user and service in 10 minutes. 403 once the caller no longer subscribes to it.",
      auth: "extension",
      request: { params: uuidParam, headers: extensionHeaders, body: fieldSignalBody },
      responses: { 201: apiSuccess(fieldSignalResult) },
      errors: [403, 404, 426, 429],
    },
    async (c) => {
      const userId = c.get("extension").user.id;
      const serviceId = c.req.valid("param").uuid;
      const recorded = await fieldSignal(c.var.db, c.env, userId, serviceId, c.req.valid("json").signedIn);
      await statusAlertsAfter(c);
      return ok(c, recorded, 201);
    },
  )
  // An admin's extension saves the session of the site in its tab (decision 047). The panel's
  // bearer token is no extension token: it gets 401 here.
  .get(
    {
      path: "/capture/targets",
      summary: "Cookie services and their accounts an admin's extension may save a session into",
      auth: "extension",
      role: "admin",
      request: { headers: extensionHeaders },
      ok: z.array(captureTarget),
      errors: [426],
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await captureTargets(c.var.db));
    },
  )
  .post(
    {
      path: "/capture",
      summary: "Save the session of the site in an admin's tab into a service account",
      description:
        "Only an admin's extension token; an existing `accountId` has its session replaced, else a new account named `label` is made.",
      auth: "extension",
      role: "admin",
      request: { headers: extensionHeaders, body: captureBody },
      responses: { 201: apiSuccess(serviceAccountDto) },
      errors: [404, 409, 422, 426],
    },
    async (c) => {
      const { user } = c.get("extension");
      const actor = { id: user.id, audit: { actorId: user.id, requestId: c.get("requestId") ?? null } };
      const account = await captureSession(c.var.db, c.env, actor, c.req.valid("json"));
      await statusAlertsAfter(c);
      await afterResponse(c, () => afterPoolChange(c.var.db, c.env));
      return ok(c, account, 201);
    },
  )
  .post(
    {
      path: "/logout",
      summary: "Revoke the extension's token",
      auth: "extension",
      request: { headers: extensionHeaders },
      ok: loggedOutResult,
      errors: [426],
    },
    async (c) => {
      await extensionAccess.revokeExtensionToken(c.var.db, c.get("extension").tokenHash);
      return ok(c, { loggedOut: true });
    },
  )
  // Chrome's update manifest for self-hosted installs (README, "Extensions in production").
  .get(
    {
      path: "/updates.xml",
      summary: "Chrome's update manifest for self-hosted installs",
      auth: "public",
      responses: { 200: { description: "The gupdate XML document", mediaType: "application/xml" } },
    },
    async (c) => {
      const data = await extensions.releases(c.var.db, c.env);
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
    },
  )
  // Firefox's update manifest for self-hosted installs: the builds name it in
  // `browser_specific_settings.gecko.update_url` (docs/decisions/059-firefox-and-edge-extensions.md).
  .get(
    {
      path: "/firefox-updates.json",
      summary: "Firefox's update manifest for self-hosted installs",
      auth: "public",
      responses: { 200: firefoxUpdateManifest },
    },
    async (c) => {
      const data = await extensions.releases(c.var.db, c.env);
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
    },
  )
  .get(
    {
      path: "/releases",
      summary: "The required extensions, the tutorial video and the conflicting extensions",
      auth: "public",
      ok: extensionReleases,
    },
    async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return ok(c, await extensions.releases(c.var.db, c.env));
    },
  )
  .post(
    {
      path: "/releases",
      summary: "Upload a new release (its version must be greater), or the Firefox build of one",
      auth: "admin",
      request: { form: { fields: releaseForm, files: ["file"] } },
      // The body is capped before the form is read (issue 41): the file's own cap plus the form's fields.
      use: [
        bodyLimit({
          maxSize: extensions.MAX_PACKAGE_BYTES + 64 * 1024,
          onError: () => {
            const message = "file must be at most 20 MB";
            throw new AppError(413, "FILE_TOO_LARGE", message, { fields: [{ field: "file", message }] });
          },
        }),
      ],
      responses: { 201: apiSuccess(z.union([extensionReleaseRow, firefoxBuildRow])) },
      errors: [404, 409, 413],
    },
    async (c) => {
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
      const row = await extensions.uploadRelease(
        c.var.db,
        c.env.MEDIA,
        actorOf(c),
        parsed.data.extensionId,
        parsed.data.version,
        file,
      );
      return ok(c, row, 201);
    },
  )
  .put(
    {
      path: "/extensions/:id",
      summary: "Name, minimum version and fallback link of an extension",
      auth: "admin",
      request: { params: extensionIdParam, body: extensionSettingsBody },
      ok: extensionSettingsRow,
      errors: [404],
    },
    async (c) =>
      ok(c, await extensions.updateExtension(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .put(
    {
      path: "/conflicts",
      summary: "Replace the conflicting-extension list",
      auth: "admin",
      request: { body: conflictsBody },
      ok: z.array(extensionConflict),
    },
    async (c) => ok(c, await extensions.replaceConflicts(c.var.db, actorOf(c), c.req.valid("json").conflicts)),
  )
  .get(
    {
      path: "/download/:id/:version",
      summary: "A release file",
      auth: "public",
      request: { params: extensionDownloadParam },
      responses: { 200: { description: "The release package", mediaType: "application/octet-stream" } },
      errors: [404],
    },
    async (c) => {
      const { id, version } = c.req.valid("param");
      const release = await extensions.downloadKey(c.var.db, id, version);
      const object = await c.env.MEDIA.get(release.mediaKey as string);
      if (!object) throw AppError.notFound("Release file");
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      headers.set("Cache-Control", "public, max-age=31536000, immutable");
      return new Response(object.body, { headers });
    },
  )
  // The Firefox build (.xpi) of a release, kept beside its file (decision 059).
  .get(
    {
      path: "/download/:id/:version/firefox",
      summary: "The Firefox build (.xpi) of a release",
      auth: "public",
      request: { params: extensionDownloadParam },
      responses: { 200: { description: "The Firefox package", mediaType: "application/x-xpinstall" } },
      errors: [404],
    },
    async (c) => {
      const { id, version } = c.req.valid("param");
      await extensions.downloadKey(c.var.db, id, version);
      const object = await c.env.MEDIA.get(extensions.firefoxReleaseKey(id, version));
      if (!object) throw AppError.notFound("Release file");
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      // Not immutable: a signed copy of the same build may replace it.
      headers.set("Cache-Control", "public, max-age=300");
      return new Response(object.body, { headers });
    },
  ).hono;
