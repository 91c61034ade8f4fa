import {
  mediaDownloadBody,
  mediaDownloadResult,
  mediaDownloadStatus,
  mediaProviderUsage,
  mediaUsageQuery,
} from "@app/shared/schemas/tools";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import * as mediaDownload from "./media-download.service.ts";

const op = operations("Tools");

export const toolsRoutes = routes(op)
  .get(
    {
      path: "/media-download",
      summary: "Whether the media downloader is configured, and the caller's quota today",
      auth: "user",
      ok: mediaDownloadStatus,
    },
    async (c) =>
      ok(c, {
        available: mediaDownload.mediaDownloaderConfigured(c.env),
        quota: await mediaDownload.quotaOf(c.var.db, c.env, c.get("auth").user.id),
      }),
  )
  .get(
    {
      path: "/media-download/usage",
      summary: "Media downloader calls per provider and day",
      auth: "admin",
      request: { query: mediaUsageQuery },
      ok: mediaProviderUsage,
    },
    async (c) => ok(c, await mediaDownload.providerUsage(c.var.db, c.req.valid("query").days)),
  )
  .post(
    {
      path: "/media-download",
      summary: "Download links of a public post's media",
      auth: "user",
      request: { body: mediaDownloadBody },
      // A burst guard on top of the daily quota: each request costs provider calls.
      use: [rateLimit("media-download", { perUser: true })],
      ok: mediaDownloadResult,
      errors: [403, 422, 429, 502, 503],
    },
    async (c) =>
      ok(c, await mediaDownload.downloadMedia(c.var.db, c.env, c.get("auth").user.id, c.req.valid("json").url)),
  ).hono;
