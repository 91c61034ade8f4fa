import { mostUsedQuery, statisticsQuery } from "@app/shared/schemas/insights";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { mostUsed, recentlyUsed, statistics } from "./insights.service.ts";

export const recentlyUsedRoutes = new Hono<AppBindings>().get("/", requireAuth, async (c) =>
  ok(c, await recentlyUsed(c.var.db, c.get("auth").user.id)),
);

export const mostUsedRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate("query", mostUsedQuery),
  async (c) => {
    const { days, limit } = c.req.valid("query");
    return ok(c, await mostUsed(c.var.db, days ?? 30, limit ?? 10));
  },
);

export const statisticsRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate("query", statisticsQuery),
  async (c) => ok(c, await statistics(c.var.db, c.req.valid("query"))),
);
