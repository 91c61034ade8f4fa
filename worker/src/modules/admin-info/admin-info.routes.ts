import { apiPage, apiSuccess } from "@app/shared/schemas/common";
import { auditEntry, auditQuery } from "@app/shared/schemas/comms";
import { adminInformation as adminInformationDto } from "@app/shared/schemas/insights";
import { Hono } from "hono";
import { ok, okPage } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { adminInformation, auditEntries } from "./admin-info.service.ts";

const op = operations("Insights");

/** Mounted at /api/admin-information. */
export const adminInformationRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "The admin dashboard's totals and 30-day series",
      auth: "admin",
      responses: { 200: apiSuccess(adminInformationDto) },
    },
    async (c) => ok(c, await adminInformation(c.var.db)),
  ),
);

/** Mounted at /api/audit-log. */
export const auditLogRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "Admin writes with the values before and after, one page",
      auth: "admin",
      request: { query: auditQuery },
      responses: { 200: apiPage(auditEntry) },
    },
    async (c) => {
      return okPage(c, await auditEntries(c.var.db, c.req.valid("query")));
    },
  ),
);
