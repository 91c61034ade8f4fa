import { isLocale } from "@app/shared/locale";
import { newsletterBody } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import { appOrigin } from "../../lib/config-check.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { confirm, subscribe } from "./newsletter.service.ts";

export const newsletterRoutes = new Hono<AppBindings>()
  .post("/", validate("json", newsletterBody), rateLimit("newsletter", { perEmail: true }), async (c) => {
    const { email, locale } = c.req.valid("json");
    await subscribe(c.var.db, c.env, email, locale, appOrigin(c.env));
    return ok(c, { pendingConfirmation: true }, 202);
  })
  .get("/confirm", async (c) => {
    const result = await confirm(c.var.db, c.req.query("token") ?? "");
    const locale = result?.locale && isLocale(result.locale) ? result.locale : "en";
    return c.redirect(`/${locale}/?newsletter=${result ? "confirmed" : "invalid"}`, 303);
  });
