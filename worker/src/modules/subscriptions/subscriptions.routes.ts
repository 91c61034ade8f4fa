import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { claimTrial, trialOffer } from "./trial.service.ts";

/** Mounted at /api/subscriptions: the free trial (decision 041). */
export const subscriptionsRoutes = new Hono<AppBindings>()
  .get("/trial", requireAuth, async (c) => ok(c, await trialOffer(c.var.db, c.env, c.get("auth").user)))
  .post("/trial", requireAuth, async (c) =>
    ok(c, await claimTrial(c.var.db, c.env, c.get("auth").user, c.req.header("cf-connecting-ip") ?? null), 201),
  );
