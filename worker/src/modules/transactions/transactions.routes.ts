import { transactionListQuery } from "@app/shared/schemas/commerce";
import { Hono } from "hono";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { subscriptionInfo } from "../subscriptions/subscriptions.service.ts";
import { listTransactions } from "./transactions.service.ts";

export const transactionsRoutes = new Hono<AppBindings>().get(
  "/",
  requireAuth,
  validate("query", transactionListQuery),
  async (c) => {
    return okPage(c, await listTransactions(c.var.db, c.get("auth").user, c.req.valid("query")));
  },
);

/** Mounted at /api/user-information. */
export const userInformationRoutes = new Hono<AppBindings>().get("/", requireAuth, async (c) =>
  ok(c, await subscriptionInfo(c.var.db, c.get("auth").user.id)),
);
