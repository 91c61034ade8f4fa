import { isLocale } from "@app/shared/locale";
import { apiSuccess } from "@app/shared/schemas/common";
import { mailedTokenQuery, newsletterBody, newsletterResult } from "@app/shared/schemas/comms";
import { appOrigin } from "../../lib/config-check.ts";
import { ok } from "../../lib/respond.ts";
import { operations, redirect, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import * as newsletter from "./newsletter.service.ts";

const op = operations("Email");

export const newsletterRoutes = routes(op)
  .post(
    {
      path: "/",
      summary: "Subscribe to the newsletter (double opt-in)",
      auth: "public",
      request: { body: newsletterBody },
      use: [rateLimit("newsletter", { perEmail: true })],
      responses: { 202: apiSuccess(newsletterResult) },
      errors: [429],
    },
    async (c) => {
      const { email, locale } = c.req.valid("json");
      await newsletter.subscribe(c.var.db, c.env, email, locale, appOrigin(c.env));
      return ok(c, { pendingConfirmation: true }, 202);
    },
  )
  .get(
    {
      path: "/confirm",
      summary: "Confirm a newsletter subscription (the mailed link)",
      auth: "public",
      request: { query: mailedTokenQuery },
      responses: { 303: redirect("To the home page with `newsletter=confirmed` or `newsletter=invalid`") },
    },
    async (c) => {
      const result = await newsletter.confirm(c.var.db, c.req.valid("query").token ?? "");
      const locale = result?.locale && isLocale(result.locale) ? result.locale : "en";
      return c.redirect(`/${locale}/?newsletter=${result ? "confirmed" : "invalid"}`, 303);
    },
  ).hono;
