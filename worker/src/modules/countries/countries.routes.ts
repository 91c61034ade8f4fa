import { localeQuery } from "@app/shared/schemas/common";
import { countryDto } from "@app/shared/schemas/users";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as countries from "./countries.service.ts";

const op = operations("Users");

export const countriesRoutes = routes(op).get(
  {
    path: "/",
    summary: "Countries with dialing codes, names in the requested language",
    auth: "public",
    request: { query: localeQuery },
    ok: z.array(countryDto),
  },
  (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return ok(c, countries.listCountries(c.req.valid("query").locale));
  },
).hono;
