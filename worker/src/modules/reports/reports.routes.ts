import { reportBody, reportListQuery, reportStatusBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { reportSignal } from "../service-health/health-checks.ts";
import { fileReport, listReports, reportSummary, setReportStatus } from "./reports.service.ts";

/** Mounted at /api/supports/services. */
export const reportsRoutes = new Hono<AppBindings>()
  .post("/", requireAuth, validate("json", reportBody), async (c) => {
    const userId = c.get("auth").user.id;
    const report = await fileReport(c.var.db, userId, c.req.valid("json"));
    // The report is also a health signal against the reporter's account of that service (decision 048).
    await reportSignal(c.var.db, c.env, userId, report.serviceName);
    return ok(c, report, 201);
  })
  .get("/", requireAuth, validate("query", reportListQuery), async (c) => {
    const { user } = c.get("auth");
    return okPage(c, await listReports(c.var.db, user, c.req.valid("query")));
  })
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", reportStatusBody), async (c) =>
    ok(c, await setReportStatus(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json").status)),
  );

/** Mounted at /api/summary-reported-services. */
export const reportSummaryRoutes = new Hono<AppBindings>().get("/", requireAdmin, async (c) =>
  ok(c, await reportSummary(c.var.db)),
);
