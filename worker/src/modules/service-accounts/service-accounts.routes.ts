import { apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import {
  accountHolding,
  serviceAccountBody,
  serviceAccountDto,
  serviceAccountParam,
  serviceAccountUpdateBody,
  serviceSeat,
  sharedAccountAlerts as sharedAccountAlertsDto,
} from "@app/shared/schemas/service-accounts";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { afterResponse } from "../../lib/background.ts";
import { ok } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { statusAlertsAfter } from "../status/status-alerts-after.ts";
import { afterPoolChange, serviceSeats } from "./seat-queue.ts";
import * as accounts from "./service-accounts.service.ts";

/**
 * The services' pools of upstream accounts and their seats (decision 047), mounted under
 * /api/services beside the catalogue's own routes: the addresses stay where the panel has always
 * called them (decision 073). Reads never return a session.
 */
const op = operations("Catalogue");

export const serviceAccountsRoutes = routes(op)
  .get(
    {
      path: "/list/shared-account-alerts",
      summary:
        "Subscribers waiting for a seat, services with 90% of their seats in use, and accounts whose session expires within three days",
      auth: "admin",
      ok: sharedAccountAlertsDto,
    },
    async (c) => ok(c, await accounts.sharedAccountAlerts(c.var.db)),
  )
  .get(
    {
      path: "/list/seats",
      summary: "Whether opening each service of the caller's subscription finds them a seat now",
      description:
        "One row per service of the caller's package, from one query: `held` (they hold a seat; `heldUntil` while one given from the queue waits for their first open), `free`, `full` (with their place in the queue, `position`, 1 is next; `queued` false: the place they would take) or `none` (no working account). Never cached.",
      auth: "user",
      ok: z.array(serviceSeat),
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await serviceSeats(c.var.db, c.get("auth").user.id));
    },
  )
  .get(
    {
      path: "/:uuid/accounts",
      summary: "The service's upstream accounts (never their sessions)",
      auth: "admin",
      request: { params: uuidParam },
      ok: z.array(serviceAccountDto),
      errors: [404],
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await accounts.listAccounts(c.var.db, c.req.valid("param").uuid));
    },
  )
  .post(
    {
      path: "/:uuid/accounts",
      summary: "Add an upstream account to the service's pool",
      description:
        "`session`: a cookie-editor export or `{ cookies, localStorage }` (cookie services), the key (key services).",
      auth: "admin",
      request: { params: uuidParam, body: serviceAccountBody },
      responses: { 201: apiSuccess(serviceAccountDto) },
      errors: [404, 409],
    },
    async (c) => {
      const account = await accounts.createAccount(
        c.var.db,
        c.env,
        actorOf(c),
        c.req.valid("param").uuid,
        c.req.valid("json"),
      );
      await statusAlertsAfter(c);
      await afterResponse(c, () => afterPoolChange(c.var.db, c.env));
      return ok(c, account, 201);
    },
  )
  .put(
    {
      path: "/:uuid/accounts/:id",
      summary: "Update an upstream account",
      description:
        'Left out keeps a field; `session: ""` clears it. Disabling frees the account\'s seats: its users move at their next open.',
      auth: "admin",
      request: { params: serviceAccountParam, body: serviceAccountUpdateBody },
      ok: serviceAccountDto,
      errors: [404, 409],
    },
    async (c) => {
      const { uuid, id } = c.req.valid("param");
      const account = await accounts.updateAccount(c.var.db, c.env, actorOf(c), uuid, id, c.req.valid("json"));
      await statusAlertsAfter(c);
      await afterResponse(c, () => afterPoolChange(c.var.db, c.env));
      return ok(c, account);
    },
  )
  // Who held the account and why they stopped (issue 41); never a session.
  .get(
    {
      path: "/:uuid/accounts/:id/history",
      summary: "The account's holders, present and past",
      description:
        "Each holder's email, from, to (null while held), why it ended, opens and last open, newest first (at most 200 past holders).",
      auth: "admin",
      request: { params: serviceAccountParam },
      ok: z.array(accountHolding),
      errors: [404],
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { uuid, id } = c.req.valid("param");
      return ok(c, await accounts.accountHistory(c.var.db, uuid, id));
    },
  )
  .delete(
    {
      path: "/:uuid/accounts/:id",
      summary: "Delete an upstream account (its users move at their next open)",
      auth: "admin",
      request: { params: serviceAccountParam },
      ok: deletedResult,
      errors: [404],
    },
    async (c) => {
      const { uuid, id } = c.req.valid("param");
      await accounts.deleteAccount(c.var.db, actorOf(c), uuid, id);
      await statusAlertsAfter(c);
      await afterResponse(c, () => afterPoolChange(c.var.db, c.env));
      return ok(c, { deleted: true });
    },
  ).hono;
