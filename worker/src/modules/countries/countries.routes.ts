import { localeQuery } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import type { AppBindings } from "../../types.ts";
import { listCountries } from "./countries.service.ts";

export const countriesRoutes = new Hono<AppBindings>().get("/", validate("query", localeQuery), (c) => {
  c.header("Cache-Control", "public, max-age=86400");
  return ok(c, listCountries(c.req.valid("query").locale));
});
