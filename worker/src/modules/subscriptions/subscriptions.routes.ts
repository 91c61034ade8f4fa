import { trialOffer as trialOfferDto, trialResult } from "@app/shared/schemas/commerce";
import { apiSuccess } from "@app/shared/schemas/common";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as trial from "./trial.service.ts";
import { mailWelcome } from "./welcome-mail.ts";

const op = operations("Commerce");

/** Mounted at /api/subscriptions: the free trial (decision 041). */
export const subscriptionsRoutes = routes(op)
  .get(
    {
      path: "/trial",
      summary: "The free trial the caller may start now, or null",
      description:
        "Null when no active package offers a trial, or when this account or its phone number is not eligible.",
      auth: "user",
      ok: trialOfferDto,
    },
    async (c) => ok(c, await trial.trialOffer(c.var.db, c.env, c.get("auth").user)),
  )
  .post(
    {
      path: "/trial",
      summary: "Start the free trial: once per account and phone number, for new customers only",
      auth: "user",
      responses: { 201: apiSuccess(trialResult) },
      errors: [404, 409],
    },
    async (c) => {
      const user = c.get("auth").user;
      const started = await trial.claimTrial(c.var.db, c.env, user, c.req.header("cf-connecting-ip") ?? null);
      // A trial is a first subscription too: the welcome mail says what to do next (issue 44).
      await mailWelcome(c.var.db, c.env, user.id);
      return ok(c, started, 201);
    },
  ).hono;
