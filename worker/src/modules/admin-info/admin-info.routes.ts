import { auditQuery } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/auth.ts";
import { adminInformation, auditEntries } from "./admin-info.service.ts";

/** Mounted at /api/admin-information. */
export const adminInformationRoutes = new Hono<AppBindings>().get("/", requireAdmin, async (c) =>
  c.json({ error: false as const, data: await adminInformation(createDb(c.env.DB)) }),
);

/** Mounted at /api/audit-log. */
export const auditLogRoutes = new Hono<AppBindings>().get(
  "/",
  requireAdmin,
  validate("query", auditQuery),
  async (c) => {
    const { items, meta } = await auditEntries(createDb(c.env.DB), c.req.valid("query"));
    return c.json({ error: false as const, data: items, meta });
  },
);
