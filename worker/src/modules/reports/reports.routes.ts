import {
  reportBody,
  reportDto,
  reportListQuery,
  reportStatusBody,
  reportSummaryRow,
} from "@app/shared/schemas/catalogue";
import { apiPage, apiSuccess, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { reportSignal } from "../service-health/health-checks.ts";
import { fileReport, listReports, reportSummary, setReportStatus } from "./reports.service.ts";

const op = operations("Reports");

/** Mounted at /api/supports/services. */
export const reportsRoutes = new Hono<AppBindings>()
  .post(
    ...op(
      {
        path: "/",
        summary: "Report a problem with a service",
        auth: "user",
        request: { body: reportBody },
        responses: { 201: apiSuccess(reportDto) },
      },
      async (c) => {
        const userId = c.get("auth").user.id;
        const report = await fileReport(c.var.db, userId, c.req.valid("json"));
        // The report is also a health signal against the reporter's account of that service (decision 048).
        await reportSignal(c.var.db, c.env, userId, report.serviceName);
        return ok(c, report, 201);
      },
    ),
  )
  .get(
    ...op(
      {
        path: "/",
        summary: "Reports, one page: the caller's own, or everyone's for admins",
        auth: "user",
        request: { query: reportListQuery },
        responses: { 200: apiPage(reportDto) },
      },
      async (c) => {
        const { user } = c.get("auth");
        return okPage(c, await listReports(c.var.db, user, c.req.valid("query")));
      },
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Resolve or reopen a report",
        auth: "admin",
        request: { params: uuidParam, body: reportStatusBody },
        responses: { 200: apiSuccess(reportDto) },
        errors: [404],
      },
      async (c) =>
        ok(c, await setReportStatus(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json").status)),
    ),
  );

/** Mounted at /api/summary-reported-services. */
export const reportSummaryRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "Reports counted by service name",
      auth: "admin",
      responses: { 200: apiSuccess(z.array(reportSummaryRow)) },
    },
    async (c) => ok(c, await reportSummary(c.var.db)),
  ),
);
