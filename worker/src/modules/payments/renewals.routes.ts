import { withLocale } from "@app/shared/locale";
import { PAYMENT_MESSAGES } from "@app/shared/messages";
import {
  adminRenewals as adminRenewalsDto,
  renewalInfo as renewalInfoDto,
  renewalLinkBody,
  renewalLinkResult,
  renewalSandboxActionParam,
  renewalSandboxParam,
  renewalStatistics as renewalStatisticsDto,
  renewalStatisticsQuery,
} from "@app/shared/schemas/commerce";
import { apiSuccess } from "@app/shared/schemas/common";
import type { Context } from "hono";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok } from "../../lib/respond.ts";
import { htmlPage, operations, redirect, routes } from "../../middleware/operation.ts";
import { gatewayProvider } from "../../providers/payments/registry.ts";
import type { AppBindings } from "../../types.ts";
import * as renewalAdmin from "./renewal-admin.service.ts";
import * as renewals from "./renewals.service.ts";
import { assertSandboxOwner, grantSandboxOwner, SANDBOX_LINK_PATH, sandboxAllowed } from "./sandbox-owner.ts";
import { sandboxLinkPage } from "./sandbox-page.ts";

const op = operations("Commerce");

/** The sandbox's method being linked, opened by its owner's browser (404 outside development and tests). */
async function ownedSandboxMethod(c: Context<AppBindings>, id: string) {
  if (!sandboxAllowed(c.env)) throw AppError.notFound("Payment method");
  const method = await renewals.sandboxMethod(c.var.db, id);
  if (method?.provider !== "sandbox") throw AppError.notFound("Payment method");
  await assertSandboxOwner(c, method.userId);
  return method;
}

/** Mounted at /api/subscriptions/renewal: auto-renew with a linked method (issue 43, decision 065). */
export const renewalsRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Auto-renew of the caller's subscription: on or off, the method, the state and the next charge",
      auth: "user",
      ok: renewalInfoDto,
    },
    async (c) => ok(c, await renewals.renewalInfo(c.var.db, c.get("auth").user.id)),
  )
  .post(
    {
      path: "/",
      summary: "Start linking a method for auto-renew: answers the channel's authorisation page",
      description:
        "Auto-renew turns on only when the provider's verified webhook (or the sandbox page) confirms the link. Needs a running subscription.",
      auth: "user",
      request: { body: renewalLinkBody },
      responses: { 201: apiSuccess(renewalLinkResult) },
      errors: [403, 422, 502],
    },
    async (c) => {
      const provider = gatewayProvider(c.env);
      if (provider.name === "sandbox" && !sandboxAllowed(c.env))
        throw new AppError(422, "PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
      const { channel } = c.req.valid("json");
      const data = await renewals.startLinking(c.var.db, provider, c.get("auth").user, channel, appOrigin(c.env));
      if (provider.name === "sandbox") await grantSandboxOwner(c, SANDBOX_LINK_PATH);
      return ok(c, data, 201);
    },
  )
  .delete(
    {
      path: "/",
      summary: "Turn auto-renew off: the method is removed; access continues to the end date",
      auth: "user",
      ok: renewalInfoDto,
    },
    async (c) => {
      const userId = c.get("auth").user.id;
      await renewals.turnOffAutoRenew(c.var.db, userId);
      return ok(c, await renewals.renewalInfo(c.var.db, userId));
    },
  )
  .get(
    {
      path: "/sandbox/:id",
      summary: "The sandbox's wallet authorisation page (local server and tests only)",
      auth: "public",
      request: { params: renewalSandboxParam },
      responses: { 200: htmlPage("The page with Link, Link a wallet that will decline, and Cancel") },
      errors: [403, 404],
    },
    async (c) => c.html(sandboxLinkPage(requestLocale(c), await ownedSandboxMethod(c, c.req.valid("param").id))),
  )
  .post(
    {
      path: "/sandbox/:id/:action",
      summary: "Answer the sandbox's wallet authorisation (local server and tests only)",
      auth: "public",
      request: { params: renewalSandboxActionParam },
      responses: { 303: redirect("Back to the panel, with the outcome") },
      errors: [403, 404],
    },
    async (c) => {
      const { id, action } = c.req.valid("param");
      await ownedSandboxMethod(c, id);
      const outcome = await renewals.answerSandboxLink(c.var.db, id, action);
      const locale = requestLocale(c);
      const query = `?renewal=${outcome === "method_linked" ? "linked" : "failed"}`;
      return c.redirect(`${locale === "en" ? "/panel" : withLocale("/panel", locale)}${query}`, 303);
    },
  ).hono;

/** Mounted at /api/renewals: the admin's Renewals page and the renewal statistics (issue 43). */
export const adminRenewalsRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Renewals: charges of the next 7 days, retrying, past due, and recovered in the last 30 days",
      auth: "admin",
      ok: adminRenewalsDto,
    },
    async (c) => ok(c, await renewalAdmin.adminRenewals(c.var.db)),
  )
  .get(
    {
      path: "/statistics",
      summary: "Renewals, churn, renewal rate and recurring revenue by month",
      auth: "admin",
      request: { query: renewalStatisticsQuery },
      ok: renewalStatisticsDto,
    },
    async (c) => ok(c, await renewalAdmin.renewalStatistics(c.var.db, c.req.valid("query").months)),
  ).hono;
