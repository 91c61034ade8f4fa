import {
  reportBody,
  reportDto,
  reportListQuery,
  reportStatusBody,
  reportSummaryRow,
} from "@app/shared/schemas/catalogue";
import { apiSuccess, uuidParam } from "@app/shared/schemas/common";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { reportRateLimit } from "../../middleware/rate-limit.ts";
import { reportSignal } from "../service-health/health-checks.ts";
import { statusAlertsAfter } from "../status/status-alerts-after.ts";
import * as reports from "./reports.service.ts";

const op = operations("Reports");

/** Mounted at /api/supports/services. */
export const reportsRoutes = routes(op)
  .post(
    {
      path: "/",
      summary: "Report a problem with a service",
      auth: "user",
      request: { body: reportBody },
      responses: { 201: apiSuccess(reportDto) },
      errors: [400, 429],
      // Reports have their own limit per user and per network (issue 41), besides the one their
      // health signal shares with the extension's.
      use: [reportRateLimit],
    },
    async (c) => {
      const reporter = c.get("auth").user;
      const userId = reporter.id;
      const report = await reports.fileReport(c.var.db, reporter, c.req.valid("json"));
      // The report is also a health signal against the reporter's account of that service (decision 048).
      if (await reportSignal(c.var.db, c.env, userId, report.serviceName)) await statusAlertsAfter(c);
      return ok(c, report, 201);
    },
  )
  .get(
    {
      path: "/",
      summary: "Reports, one page: the caller's own, or everyone's for admins",
      auth: "user",
      request: { query: reportListQuery },
      page: reportDto,
    },
    async (c) => {
      const { user } = c.get("auth");
      return okPage(c, await reports.listReports(c.var.db, user, c.req.valid("query")));
    },
  )
  .put(
    {
      path: "/:uuid",
      summary: "Resolve or reopen a report",
      auth: "admin",
      request: { params: uuidParam, body: reportStatusBody },
      ok: reportDto,
      errors: [404],
    },
    async (c) =>
      ok(c, await reports.setReportStatus(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json").status)),
  ).hono;

/** Mounted at /api/summary-reported-services. */
export const reportSummaryRoutes = routes(op).get(
  { path: "/", summary: "Reports counted by service name", auth: "admin", ok: z.array(reportSummaryRow) },
  async (c) => ok(c, await reports.reportSummary(c.var.db)),
).hono;
