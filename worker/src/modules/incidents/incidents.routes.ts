import { uuidParam } from "@app/shared/schemas/common";
import { downtimeCreditSettings, incidentDto, incidentsQuery } from "@app/shared/schemas/incidents";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as incidents from "./incidents.service.ts";

const op = operations("Catalogue");

/** Mounted at /api/incidents: the incident history and the downtime-credit settings (decision 049). */
export const incidentsRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Incidents of services (degraded, down) or of accounts (down), newest first, one page",
      description: "A closed service incident in state down carries how its downtime credits were settled.",
      auth: "admin",
      request: { query: incidentsQuery },
      page: incidentDto,
    },
    async (c) => okPage(c, await incidents.listIncidents(c.var.db, c.req.valid("query"))),
  )
  .get(
    {
      path: "/credit-settings",
      summary: "Whether downtime is credited, and after how many hours of one incident",
      auth: "admin",
      ok: downtimeCreditSettings,
    },
    async (c) => ok(c, await incidents.creditSettings(c.var.db)),
  )
  .put(
    {
      path: "/credit-settings",
      summary: "Change the downtime-credit settings (applies to incidents settled from now on)",
      auth: "admin",
      request: { body: downtimeCreditSettings },
      ok: downtimeCreditSettings,
    },
    async (c) => ok(c, await incidents.saveCreditSettings(c.var.db, actorOf(c), c.req.valid("json"))),
  )
  .post(
    {
      path: "/:uuid/confirm",
      summary: "Confirm that a service was down (only confirmed outages earn downtime credits)",
      description:
        "A service incident in state down that is not settled yet; 422 `INCIDENT_NOT_CONFIRMABLE` otherwise.",
      auth: "admin",
      request: { params: uuidParam },
      ok: incidentDto,
      errors: [404, 422],
    },
    async (c) => ok(c, await incidents.confirmIncident(c.var.db, actorOf(c), c.req.valid("param").uuid)),
  ).hono;
