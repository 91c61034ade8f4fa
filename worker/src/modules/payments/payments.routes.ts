import { withLocale } from "@app/shared/locale";
import { PAYMENT_MESSAGES } from "@app/shared/messages";
import {
  checkoutQuote,
  paymentBody,
  paymentMethods,
  paymentResult,
  sandboxActionParam,
  sandboxPaymentParam,
  webhookProviderParam,
  webhookResult,
} from "@app/shared/schemas/commerce";
import { apiSuccess } from "@app/shared/schemas/common";
import type { Context } from "hono";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { merchantInfo } from "../../lib/merchant.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok } from "../../lib/respond.ts";
import { htmlPage, operations, redirect, routes } from "../../middleware/operation.ts";
import type { PaymentProvider } from "../../providers/payments/provider.ts";
import { cryptoProvider, gatewayProvider, providerByName } from "../../providers/payments/registry.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from "../../providers/payments/sandbox.ts";
import type { AppBindings } from "../../types.ts";
import * as payments from "./payments.service.ts";
import { applyProviderEvent } from "./renewal-charges.service.ts";
import { assertSandboxOwner, grantSandboxOwner, sandboxAllowed } from "./sandbox-owner.ts";
import { sandboxPage } from "./sandbox-page.ts";

const op = operations("Commerce");

/** Creates a payment with the provider on offer, or 422 when that method is not available. */
function startPayment(c: Context<AppBindings>, provider: PaymentProvider | null, packageUuid: string) {
  if (!provider) throw new AppError(422, "PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
  return payments.createPayment(c.var.db, c.env, provider, c.get("auth").user, packageUuid, appOrigin(c.env));
}

/** Verifies and applies one provider callback; the sandbox's buttons use the same path. */
async function receiveWebhook(c: Context<AppBindings>, providerName: string, rawBody: string, headers: Headers) {
  const env = c.env;
  const provider = providerByName(env, providerName);
  if (!provider || (providerName === "sandbox" && !sandboxAllowed(env))) throw AppError.notFound("Payment provider");
  let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
  try {
    event = await provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof SyntaxError) throw new AppError(400, "INVALID_JSON", "Malformed webhook body");
    throw error;
  }
  if (!event) throw new AppError(401, "INVALID_SIGNATURE", "Invalid webhook signature");
  return applyProviderEvent(c.var.db, env, provider.name, event);
}

export const paymentsRoutes = routes(op)
  .get(
    {
      path: "/methods",
      summary: "The configured gateway, whether crypto is offered, and the seller (name, contact, tax)",
      auth: "public",
      ok: paymentMethods,
    },
    (c) => {
      const gateway = gatewayProvider(c.env).name === "xendit" ? ("xendit" as const) : ("sandbox" as const);
      return ok(c, { gateway, crypto: !!cryptoProvider(c.env), merchant: merchantInfo(c.env) });
    },
  )
  .get(
    {
      path: "/quote",
      summary: "What buying a package costs the caller, and the new end date",
      auth: "user",
      request: { query: paymentBody },
      ok: checkoutQuote,
      errors: [404],
    },
    async (c) => ok(c, await payments.quote(c.var.db, c.get("auth").user, c.req.valid("query").packageUuid)),
  )
  .post(
    {
      path: "/",
      summary: "Start a payment with the gateway",
      description: "Creates a pending transaction and answers the provider's hosted page.",
      auth: "user",
      request: { body: paymentBody },
      responses: { 201: apiSuccess(paymentResult) },
      errors: [404, 422, 502],
    },
    async (c) => {
      const provider = gatewayProvider(c.env);
      const offered = provider.name !== "sandbox" || sandboxAllowed(c.env);
      const data = await startPayment(c, offered ? provider : null, c.req.valid("json").packageUuid);
      if (provider.name === "sandbox") await grantSandboxOwner(c);
      return ok(c, data, 201);
    },
  )
  .post(
    {
      path: "/coinbase",
      summary: "Start a crypto payment",
      auth: "user",
      request: { body: paymentBody },
      responses: { 201: apiSuccess(paymentResult) },
      errors: [404, 422, 502],
    },
    async (c) => ok(c, await startPayment(c, cryptoProvider(c.env), c.req.valid("json").packageUuid), 201),
  )
  .post(
    {
      path: "/webhook/:provider",
      summary: "A payment provider's signed callback",
      description: "The body is the provider's own event, verified against its signature.",
      auth: "public",
      request: { params: webhookProviderParam },
      ok: webhookResult,
      errors: [401, 404],
    },
    async (c) => {
      const outcome = await receiveWebhook(c, c.req.valid("param").provider, await c.req.text(), c.req.raw.headers);
      return ok(c, { outcome });
    },
  )
  .get(
    {
      path: "/sandbox/:id",
      summary: "The sandbox's payment page (local server and tests only)",
      auth: "public",
      request: { params: sandboxPaymentParam },
      responses: { 200: htmlPage("The page with pay and cancel buttons") },
      errors: [403, 404],
    },
    async (c) => {
      if (!sandboxAllowed(c.env)) throw AppError.notFound("Payment");
      const tx = await payments.transactionById(c.var.db, c.req.valid("param").id);
      if (tx?.provider !== "sandbox") throw AppError.notFound("Payment");
      await assertSandboxOwner(c, tx.userId);
      // The language of the other server pages: the preferred-locale cookie, then Accept-Language.
      return c.html(sandboxPage(requestLocale(c), tx, merchantInfo(c.env).name));
    },
  )
  .post(
    {
      path: "/sandbox/:id/:action",
      summary: "Pay or cancel a sandbox payment (local server and tests only)",
      auth: "public",
      request: { params: sandboxActionParam },
      responses: { 303: redirect("To the panel (paid) or back to the checkout (canceled)") },
      errors: [403, 404],
    },
    async (c) => {
      if (!sandboxAllowed(c.env)) throw AppError.notFound("Payment");
      const { id, action } = c.req.valid("param");
      const tx = await payments.transactionById(c.var.db, id);
      if (tx?.provider !== "sandbox") throw AppError.notFound("Payment");
      await assertSandboxOwner(c, tx.userId);
      const { raw, signature } = await signSandboxEvent(c.env.JWT_SECRET, {
        id: `sbx_evt_${crypto.randomUUID()}`,
        type: action === "pay" ? "paid" : "canceled",
        transactionId: tx.id,
        amount: tx.amount,
        currency: tx.currency,
      });
      await receiveWebhook(c, "sandbox", raw, new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }));
      const path = action === "pay" ? "/panel" : "/checkout";
      const locale = requestLocale(c);
      const query =
        action === "pay" ? `?payment=success&transaction=${tx.id}` : `?payment=canceled&transaction=${tx.id}`;
      // Back to the panel in the page's language: English has no prefix, Indonesian keeps /id.
      const target = `${locale === "en" ? path : withLocale(path, locale)}${query}`;
      return c.redirect(target, 303);
    },
  ).hono;
