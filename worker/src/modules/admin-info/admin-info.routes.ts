import { auditQuery } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { adminInformation, auditEntries } from "./admin-info.service.ts";

/** Mounted at /api/admin-information. */
export const adminInformationRoutes = new Hono<AppBindings>().get("/", requireAdmin, async (c) =>
  ok(c, await adminInformation(c.var.db)),
);

/** Mounted at /api/audit-log. */
export const auditLogRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate("query", auditQuery),
  async (c) => {
    return okPage(c, await auditEntries(c.var.db, c.req.valid("query")));
  },
);
