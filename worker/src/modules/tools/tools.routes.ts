import { mediaDownloadBody, mediaUsageQuery } from "@app/shared/schemas/tools";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { downloadMedia, mediaDownloaderConfigured, providerUsage, quotaOf } from "./media-download.service.ts";

export const toolsRoutes = new Hono<AppBindings>()
  .get("/media-download", requireAuth, async (c) =>
    ok(c, {
      available: mediaDownloaderConfigured(c.env),
      quota: await quotaOf(c.var.db, c.env, c.get("auth").user.id),
    }),
  )
  .get("/media-download/usage", requireAdmin, validate("query", mediaUsageQuery), async (c) =>
    ok(c, await providerUsage(c.var.db, c.req.valid("query").days)),
  )
  // A burst guard on top of the daily quota: each request costs provider calls.
  .post(
    "/media-download",
    requireAuth,
    validate("json", mediaDownloadBody),
    rateLimit("media-download", { perUser: true }),
    async (c) => ok(c, await downloadMedia(c.var.db, c.env, c.get("auth").user.id, c.req.valid("json").url)),
  );
