import {
  mostUsedQuery,
  mostUsedService,
  recentService,
  statistics as statisticsDto,
  statisticsQuery,
} from "@app/shared/schemas/insights";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as insights from "./insights.service.ts";

const op = operations("Insights");

export const recentlyUsedRoutes = routes(op).get(
  { path: "/", summary: "The caller's recently used services", auth: "user", ok: z.array(recentService) },
  async (c) => ok(c, await insights.recentlyUsed(c.var.db, c.get("auth").user.id)),
).hono;

export const mostUsedRoutes = routes(op).get(
  {
    path: "/",
    summary: "The most used services of the last days",
    auth: "admin",
    request: { query: mostUsedQuery },
    ok: z.array(mostUsedService),
  },
  async (c) => {
    const { days, limit } = c.req.valid("query");
    return ok(c, await insights.mostUsed(c.var.db, days ?? 30, limit ?? 10));
  },
).hono;

export const statisticsRoutes = routes(op).get(
  {
    path: "/",
    summary: "Totals and a daily series for a period of at most a year",
    auth: "admin",
    request: { query: statisticsQuery },
    ok: statisticsDto,
  },
  async (c) => ok(c, await insights.statistics(c.var.db, c.req.valid("query"))),
).hono;
