import { reportBody, reportStatusBody } from "@app/shared/schemas/catalogue";
import { paginationQuery, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { fileReport, listReports, reportSummary, setReportStatus } from "./reports.service.ts";

/** Mounted at /api/supports/services. */
export const reportsRoutes = new Hono<AppBindings>()
  .post("/", requireAuth, validate("json", reportBody), async (c) =>
    c.json(
      { error: false as const, data: await fileReport(createDb(c.env.DB), c.get("auth").user.id, c.req.valid("json")) },
      201,
    ),
  )
  .get(
    "/",
    requireAuth,
    validate("query", paginationQuery.extend({ status: z.enum(["open", "resolved"]).optional() })),
    async (c) => {
      const { user } = c.get("auth");
      const { items, meta } = await listReports(createDb(c.env.DB), user, c.req.valid("query"));
      return c.json({ error: false as const, data: items, meta });
    },
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", reportStatusBody), async (c) =>
    c.json({
      error: false as const,
      data: await setReportStatus(
        createDb(c.env.DB),
        actorOf(c),
        c.req.valid("param").uuid,
        c.req.valid("json").status,
      ),
    }),
  );

/** Mounted at /api/summary-reported-services. */
export const reportSummaryRoutes = new Hono<AppBindings>().get("/", requireAdmin, async (c) =>
  c.json({ error: false as const, data: await reportSummary(createDb(c.env.DB)) }),
);
