import { downtimeCreditSettings, incidentsQuery } from "@app/shared/schemas/incidents";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { creditSettings, listIncidents, saveCreditSettings } from "./incidents.service.ts";

/** Mounted at /api/incidents: the incident history and the downtime-credit settings (decision 049). */
export const incidentsRoutes = new Hono<AppBindings>()
  .use(requireAdmin)
  .get("/", validate("query", incidentsQuery), async (c) =>
    okPage(c, await listIncidents(c.var.db, c.req.valid("query"))),
  )
  .get("/credit-settings", async (c) => ok(c, await creditSettings(c.var.db)))
  .put("/credit-settings", validate("json", downtimeCreditSettings), async (c) =>
    ok(c, await saveCreditSettings(c.var.db, actorOf(c), c.req.valid("json"))),
  );
