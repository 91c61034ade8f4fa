import {
  serviceAccessDto,
  serviceBody,
  serviceDto,
  serviceListQuery,
  servicePreview,
  serviceSlugParam,
  serviceUpdateBody,
  supportService,
} from "@app/shared/schemas/catalogue";
import { apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import {
  accountHolding,
  probeCheckResult,
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
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { afterPoolChange, checkPoolAlerts, serviceSeats } from "../service-accounts/seat-queue.ts";
import {
  accountHistory,
  createAccount,
  deleteAccount,
  listAccounts,
  sharedAccountAlerts,
  updateAccount,
} from "../service-accounts/service-accounts.service.ts";
import { checkAccount } from "../service-health/health-checks.ts";
import { statusAlertsAfter } from "../status/status-alerts-after.ts";
import * as services from "./services.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "service",
  params: uuidParam,
  dto: serviceDto,
  query: serviceListQuery,
  docs: { get: { summary: "One service (never its secret)" } },
  service: services,
});

export const servicesRoutes = routes(op)
  .get(
    {
      path: "/list/preview",
      summary: "Active services' names and logos (marketing pages)",
      auth: "public",
      ok: z.array(servicePreview),
    },
    async (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return ok(c, await services.previewServices(c.var.db));
    },
  )
  .get(
    {
      path: "/list/shared-account-alerts",
      summary:
        "Subscribers waiting for a seat, services with 90% of their seats in use, and accounts whose session expires within three days",
      auth: "admin",
      ok: sharedAccountAlertsDto,
    },
    async (c) => ok(c, await sharedAccountAlerts(c.var.db)),
  )
  .get(
    {
      path: "/list/support-service",
      summary: "Service names for the report form: the caller's own (an admin's: every active one)",
      auth: "user",
      ok: z.array(supportService),
    },
    async (c) => ok(c, await services.reportableServices(c.var.db, c.get("auth").user)),
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
      path: "/access/:slug",
      summary: "Open a service: its address and key or cookie data",
      description:
        "Only for services of the caller's active subscription; every call records an access. 409 `NO_FREE_SEAT` when every seat is taken: the caller joins the service's queue and `details.position` is their place in it (1 is next).",
      auth: "user",
      request: { params: serviceSlugParam },
      ok: serviceAccessDto,
      errors: [403, 404, 409],
    },
    async (c) =>
      ok(
        c,
        await services.accessService(c.var.db, c.env, c.get("auth").user.id, c.req.valid("param").slug, () =>
          afterResponse(c, () => checkPoolAlerts(c.var.db, c.env)),
        ),
      ),
  )
  .get(crud.list)
  .post(
    {
      path: "/",
      summary: "Create a service",
      auth: "admin",
      request: { body: serviceBody },
      responses: { 201: apiSuccess(serviceDto) },
      errors: [404, 422],
    },
    async (c) => ok(c, await services.createService(c.var.db, c.env, actorOf(c), c.req.valid("json")), 201),
  )
  .get(crud.get)
  .put(
    {
      path: "/:uuid",
      summary: "Update a service",
      description: "`accessSecret` left out keeps the stored secret; an empty text clears it.",
      auth: "admin",
      request: { params: uuidParam, body: serviceUpdateBody },
      ok: serviceDto,
      errors: [404, 422],
    },
    async (c) =>
      ok(c, await services.updateService(c.var.db, c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete(crud.remove)
  // The service's pool of upstream accounts (decision 047); reads never return a session.
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
      return ok(c, await listAccounts(c.var.db, c.req.valid("param").uuid));
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
      const account = await createAccount(c.var.db, c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"));
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
      const account = await updateAccount(c.var.db, c.env, actorOf(c), uuid, id, c.req.valid("json"));
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
      return ok(c, await accountHistory(c.var.db, uuid, id));
    },
  )
  // Probes the account with its session now (decision 048).
  .post(
    {
      path: "/:uuid/accounts/:id/check",
      summary: "Probe an account with its session now",
      description:
        "Fetches the service's probe page with the account's cookies and records the result as a health signal.",
      auth: "admin",
      request: { params: serviceAccountParam },
      ok: probeCheckResult,
      errors: [404, 422],
    },
    async (c) => {
      const { uuid, id } = c.req.valid("param");
      const checked = await checkAccount(c.var.db, c.env, uuid, id);
      await statusAlertsAfter(c);
      return ok(c, checked);
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
      await deleteAccount(c.var.db, actorOf(c), uuid, id);
      await statusAlertsAfter(c);
      await afterResponse(c, () => afterPoolChange(c.var.db, c.env));
      return ok(c, { deleted: true });
    },
  ).hono;
