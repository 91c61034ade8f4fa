import { isLocale } from "@app/shared/locale";
import { newsletterBody } from "@app/shared/schemas/comms";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { confirm, subscribe } from "./newsletter.service.ts";

export const newsletterRoutes = new Hono<AppBindings>()
  .post("/", validate("json", newsletterBody), rateLimit("newsletter", { perEmail: true }), async (c) => {
    const { email, locale } = c.req.valid("json");
    await subscribe(createDb(c.env.DB), c.env, email, locale, appOrigin(c.env));
    return c.json({ error: false as const, data: { pendingConfirmation: true } }, 202);
  })
  .get("/confirm", async (c) => {
    const result = await confirm(createDb(c.env.DB), c.req.query("token") ?? "");
    const locale = result?.locale && isLocale(result.locale) ? result.locale : "en";
    return c.redirect(`/${locale}/?newsletter=${result ? "confirmed" : "invalid"}`, 303);
  });
