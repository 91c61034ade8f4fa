import { apiSuccess } from "@app/shared/schemas/common";
import {
  mostUsedQuery,
  mostUsedService,
  recentService,
  statistics as statisticsDto,
  statisticsQuery,
} from "@app/shared/schemas/insights";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { mostUsed, recentlyUsed, statistics } from "./insights.service.ts";

const op = operations("Insights");

export const recentlyUsedRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "The caller's recently used services",
      auth: "user",
      responses: { 200: apiSuccess(z.array(recentService)) },
    },
    async (c) => ok(c, await recentlyUsed(c.var.db, c.get("auth").user.id)),
  ),
);

export const mostUsedRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "The most used services of the last days",
      auth: "admin",
      request: { query: mostUsedQuery },
      responses: { 200: apiSuccess(z.array(mostUsedService)) },
    },
    async (c) => {
      const { days, limit } = c.req.valid("query");
      return ok(c, await mostUsed(c.var.db, days ?? 30, limit ?? 10));
    },
  ),
);

export const statisticsRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "Totals and a daily series for a period of at most a year",
      auth: "admin",
      request: { query: statisticsQuery },
      responses: { 200: apiSuccess(statisticsDto) },
    },
    async (c) => ok(c, await statistics(c.var.db, c.req.valid("query"))),
  ),
);
