import { timeframeBody } from "@app/shared/schemas/catalogue";
import { Hono } from "hono";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import {
  createTimeframe,
  deleteTimeframe,
  getTimeframe,
  listTimeframes,
  updateTimeframe,
} from "./timeframes.service.ts";

export const timeframesRoutes = new Hono<AppBindings>().use(requireAdmin).route(
  "/",
  crudRoutes(
    "uuid",
    { create: timeframeBody, update: timeframeBody },
    {
      list: listTimeframes,
      get: getTimeframe,
      create: createTimeframe,
      update: updateTimeframe,
      remove: deleteTimeframe,
    },
  ),
);
