import { apiPage, apiSuccess } from "@app/shared/schemas/common";
import { downtimeCreditSettings, incidentDto, incidentsQuery } from "@app/shared/schemas/incidents";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { creditSettings, listIncidents, saveCreditSettings } from "./incidents.service.ts";

const op = operations("Catalogue");

/** Mounted at /api/incidents: the incident history and the downtime-credit settings (decision 049). */
export const incidentsRoutes = new Hono<AppBindings>()
  .get(
    ...op(
      {
        path: "/",
        summary: "Incidents of services (degraded, down) or of accounts (down), newest first, one page",
        description: "A closed service incident in state down carries how its downtime credits were settled.",
        auth: "admin",
        request: { query: incidentsQuery },
        responses: { 200: apiPage(incidentDto) },
      },
      async (c) => okPage(c, await listIncidents(c.var.db, c.req.valid("query"))),
    ),
  )
  .get(
    ...op(
      {
        path: "/credit-settings",
        summary: "Whether downtime is credited, and after how many hours of one incident",
        auth: "admin",
        responses: { 200: apiSuccess(downtimeCreditSettings) },
      },
      async (c) => ok(c, await creditSettings(c.var.db)),
    ),
  )
  .put(
    ...op(
      {
        path: "/credit-settings",
        summary: "Change the downtime-credit settings (applies to incidents settled from now on)",
        auth: "admin",
        request: { body: downtimeCreditSettings },
        responses: { 200: apiSuccess(downtimeCreditSettings) },
      },
      async (c) => ok(c, await saveCreditSettings(c.var.db, actorOf(c), c.req.valid("json"))),
    ),
  );
