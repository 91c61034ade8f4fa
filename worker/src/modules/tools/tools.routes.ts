import { apiSuccess } from "@app/shared/schemas/common";
import {
  mediaDownloadBody,
  mediaDownloadResult,
  mediaDownloadStatus,
  mediaProviderUsage,
  mediaUsageQuery,
} from "@app/shared/schemas/tools";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { downloadMedia, mediaDownloaderConfigured, providerUsage, quotaOf } from "./media-download.service.ts";

const op = operations("Tools");

export const toolsRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/media-download",
        summary: "Whether the media downloader is configured, and the caller's quota today",
        auth: "user",
        responses: { 200: apiSuccess(mediaDownloadStatus) },
      },
      async (c) =>
        ok(c, {
          available: mediaDownloaderConfigured(c.env),
          quota: await quotaOf(c.var.db, c.env, c.get("auth").user.id),
        }),
    ),
  )
  .get(
    ...op(
      {
        path: "/media-download/usage",
        summary: "Media downloader calls per provider and day",
        auth: "admin",
        request: { query: mediaUsageQuery },
        responses: { 200: apiSuccess(mediaProviderUsage) },
      },
      async (c) => ok(c, await providerUsage(c.var.db, c.req.valid("query").days)),
    ),
  )
  .post(
    ...op(
      {
        path: "/media-download",
        summary: "Download links of a public post's media",
        auth: "user",
        request: { body: mediaDownloadBody },
        // A burst guard on top of the daily quota: each request costs provider calls.
        use: [rateLimit("media-download", { perUser: true })],
        responses: { 200: apiSuccess(mediaDownloadResult) },
        errors: [403, 422, 429, 502, 503],
      },
      async (c) => ok(c, await downloadMedia(c.var.db, c.env, c.get("auth").user.id, c.req.valid("json").url)),
    ),
  );
