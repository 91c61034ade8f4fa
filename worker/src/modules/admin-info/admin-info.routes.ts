import { auditEntry, auditQuery } from "@app/shared/schemas/comms";
import { adminInformation as adminInformationDto } from "@app/shared/schemas/insights";
import { ok, okPage } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as adminInfo from "./admin-info.service.ts";

const op = operations("Insights");

/** Mounted at /api/admin-information. */
export const adminInformationRoutes = routes(op).get(
  { path: "/", summary: "The admin dashboard's totals and 30-day series", auth: "admin", ok: adminInformationDto },
  async (c) => ok(c, await adminInfo.adminInformation(c.var.db)),
).hono;

/** Mounted at /api/audit-log. */
export const auditLogRoutes = routes(op).get(
  {
    path: "/",
    summary: "Admin writes with the values before and after, one page",
    auth: "admin",
    request: { query: auditQuery },
    page: auditEntry,
  },
  async (c) => {
    return okPage(c, await adminInfo.auditEntries(c.var.db, c.req.valid("query")));
  },
).hono;
