import { apiSuccess, localeQuery } from "@app/shared/schemas/common";
import { countryDto } from "@app/shared/schemas/users";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { listCountries } from "./countries.service.ts";

const op = operations("Users");

export const countriesRoutes = new Hono<AppBindings>().get(
  ...op(
    {
      path: "/",
      summary: "Countries with dialing codes, names in the requested language",
      auth: "public",
      request: { query: localeQuery },
      responses: { 200: apiSuccess(z.array(countryDto)) },
    },
    (c) => {
      c.header("Cache-Control", "public, max-age=86400");
      return ok(c, listCountries(c.req.valid("query").locale));
    },
  ),
);
