import { transactionListQuery } from "@app/shared/schemas/commerce";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { subscriptionInfo } from "../subscriptions/subscriptions.service.ts";
import { listTransactions } from "./transactions.service.ts";

export const transactionsRoutes = new Hono<AppBindings>().get(
  "/",
  requireAuth,
  validate("query", transactionListQuery),
  async (c) => {
    const { items, meta } = await listTransactions(createDb(c.env.DB), c.get("auth").user, c.req.valid("query"));
    return c.json({ error: false as const, data: items, meta });
  },
);

/** Mounted at /api/user-information. */
export const userInformationRoutes = new Hono<AppBindings>().get("/", requireAuth, async (c) =>
  c.json({ error: false as const, data: await subscriptionInfo(createDb(c.env.DB), c.get("auth").user.id) }),
);
