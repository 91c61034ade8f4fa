import { LOCALES } from "@app/shared/constants";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { validate } from "../../lib/validate.ts";
import { listCountries } from "./countries.service.ts";

export const countriesRoutes = new Hono<AppBindings>().get(
  "/",
  validate("query", z.object({ locale: z.enum(LOCALES).default("en") })),
  (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ error: false as const, data: listCountries(c.req.valid("query").locale) });
  },
);
