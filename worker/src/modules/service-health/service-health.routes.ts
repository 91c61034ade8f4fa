import { probeCheckResult, serviceAccountParam } from "@app/shared/schemas/service-accounts";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { statusAlertsAfter } from "../status/status-alerts-after.ts";
import { checkAccount } from "./health-checks.ts";

/**
 * The health of the services' accounts (decision 048), mounted under /api/services beside the
 * accounts it probes (decision 073).
 */
const op = operations("Catalogue");

export const serviceHealthRoutes = routes(op).post(
  {
    path: "/:uuid/accounts/:id/check",
    summary: "Probe an account with its session now",
    description:
      "Fetches the service's probe page with the account's cookies and records the result as a health signal.",
    auth: "admin",
    request: { params: serviceAccountParam },
    ok: probeCheckResult,
    errors: [404, 422],
  },
  async (c) => {
    const { uuid, id } = c.req.valid("param");
    const checked = await checkAccount(c.var.db, c.env, uuid, id);
    await statusAlertsAfter(c);
    return ok(c, checked);
  },
).hono;
