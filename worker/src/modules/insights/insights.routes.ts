import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { mostUsed, recentlyUsed, statistics } from "./insights.service.ts";

/** Empty filter values are skipped (SPEC §7): "" counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const recentlyUsedRoutes = new Hono<AppBindings>().get("/", requireAuth, async (c) =>
  c.json({ error: false as const, data: await recentlyUsed(createDb(c.env.DB), c.get("auth").user.id) }),
);

export const mostUsedRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate(
    "query",
    z.object({
      days: optional(z.coerce.number().int().min(1).max(365)),
      limit: optional(z.coerce.number().int().min(1).max(50)),
    }),
  ),
  async (c) => {
    const { days, limit } = c.req.valid("query");
    return c.json({ error: false as const, data: await mostUsed(createDb(c.env.DB), days ?? 30, limit ?? 10) });
  },
);

export const statisticsRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate(
    "query",
    z
      .object({ from: optional(z.coerce.date()), to: optional(z.coerce.date()) })
      .refine((q) => !q.from || !q.to || q.from < q.to, { error: "from must be before to", path: ["from"] })
      .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= 366 * 86_400_000, {
        error: "the range must be at most one year",
        path: ["to"],
      }),
  ),
  async (c) => c.json({ error: false as const, data: await statistics(createDb(c.env.DB), c.req.valid("query")) }),
);
