import { mediaDownloadBody } from "@app/shared/schemas/tools";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { downloadMedia, mediaProviders, providerUsage, quotaOf } from "./media-download.service.ts";

export const toolsRoutes = new Hono<AppBindings>()
  .get("/media-download", requireAuth, async (c) =>
    c.json({
      error: false as const,
      data: {
        available: mediaProviders(c.env).length > 0,
        quota: await quotaOf(createDb(c.env.DB), c.env, c.get("auth").user.id),
      },
    }),
  )
  .get(
    "/media-download/usage",
    requireAdmin,
    validate("query", z.object({ days: z.coerce.number().int().min(1).max(90).default(7) })),
    async (c) =>
      c.json({ error: false as const, data: await providerUsage(createDb(c.env.DB), c.req.valid("query").days) }),
  )
  // A burst guard on top of the daily quota: each request costs provider calls.
  .post(
    "/media-download",
    requireAuth,
    validate("json", mediaDownloadBody),
    rateLimit("media-download", { perUser: true }),
    async (c) =>
      c.json({
        error: false as const,
        data: await downloadMedia(createDb(c.env.DB), c.env, c.get("auth").user.id, c.req.valid("json").url),
      }),
  );
