import type { TestProject } from "vitest/node";
import { readBody, startStub } from "./http-stub.ts";

export const XENDIT_SECRET = "xnd_test_secret";
export const COINBASE_KEY = "cb_test_key";
export const EMAIL_KEY = "re_test_key";
export const TURNSTILE_SECRET = "turnstile-test-secret";
/** The only token the fake Turnstile siteverify accepts. */
export const TURNSTILE_PASS = "turnstile-pass";

type Invoice = {
  id: string;
  external_id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  currency: string;
  invoice_url: string;
};

/**
 * Plays Xendit (invoices: create, read) and Coinbase Commerce (charges: create) over HTTP, with
 * their auth headers checked, for the adapter tests, and Turnstile's siteverify (`TURNSTILE_PASS`
 * passes). `/_test/...` routes let a test move an invoice to PAID the way a customer paying would.
 */
type Token = {
  payment_token_id: string;
  reference_id: string;
  channel_code: string;
  status: string;
  actions: { type: string; descriptor: string; value: string }[];
  token_details: { account_mobile_number: string } | null;
  /** The test's switch: charges to this token are declined (a wallet with no balance). */
  declines?: boolean;
  /** The test's switch: charges to this token stay PENDING until the test settles them. */
  pending?: boolean;
};

type PaymentRequest = {
  payment_request_id: string;
  reference_id: string;
  status: string;
  request_amount: number;
  currency: string;
  payment_token_id: string;
  failure_code: string | null;
};

export default async function setup(project: TestProject) {
  const invoices = new Map<string, Invoice>();
  // Payments API v3 (PROVIDERS.md "saved payment methods"): tokens, and the charges made with them,
  // one per idempotency key as Xendit keeps them.
  const tokens = new Map<string, Token>();
  const paymentRequests = new Map<string, PaymentRequest>();
  const byIdempotencyKey = new Map<string, PaymentRequest>();
  const stub = await startStub(async (req, url, send) => {
    if (url.pathname.startsWith("/xendit/")) {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${XENDIT_SECRET}:`).toString("base64")}`)
        return send(401, { error_code: "INVALID_API_KEY" });
      if (req.method === "POST" && url.pathname === "/xendit/v2/invoices") {
        const input = JSON.parse(await readBody(req));
        const id = `inv_${Math.random().toString(36).slice(2)}`;
        const invoice = {
          id,
          external_id: input.external_id,
          status: "PENDING",
          amount: input.amount,
          currency: input.currency,
          invoice_url: `https://checkout.xendit.test/web/${id}`,
        };
        invoices.set(id, invoice);
        return send(200, invoice);
      }
      if (req.method === "POST" && url.pathname === "/xendit/v3/payment_tokens") {
        const input = JSON.parse(await readBody(req));
        if (!input.channel_code || !input.channel_properties?.success_return_url)
          return send(400, { error_code: "API_VALIDATION_ERROR" });
        const id = `pt-${crypto.randomUUID()}`;
        const token: Token = {
          payment_token_id: id,
          reference_id: input.reference_id,
          channel_code: input.channel_code,
          status: "REQUIRES_ACTION",
          actions: [{ type: "REDIRECT_CUSTOMER", descriptor: "WEB_URL", value: `https://link.xendit.test/${id}` }],
          token_details: null,
        };
        tokens.set(id, token);
        return send(201, token);
      }
      if (req.method === "POST" && url.pathname === "/xendit/v3/payment_requests") {
        const key = String(req.headers["idempotency-key"] ?? "");
        const input = JSON.parse(await readBody(req));
        const earlier = key ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const token = tokens.get(input.payment_token_id);
        if (token?.status !== "ACTIVE") return send(400, { error_code: "PAYMENT_TOKEN_NOT_ACTIVE" });
        const payment: PaymentRequest = {
          payment_request_id: `pr-${crypto.randomUUID()}`,
          reference_id: input.reference_id,
          // A wallet that asks its owner first answers later, by webhook (`/_test/xendit-payment/`).
          status: token.pending ? "PENDING" : token.declines ? "FAILED" : "SUCCEEDED",
          request_amount: input.request_amount,
          currency: input.currency,
          payment_token_id: token.payment_token_id,
          failure_code: token.declines && !token.pending ? "INSUFFICIENT_BALANCE" : null,
        };
        paymentRequests.set(payment.payment_request_id, payment);
        if (key) byIdempotencyKey.set(key, payment);
        return send(201, payment);
      }
      const v3 = /^\/xendit\/v3\/(payment_tokens|payment_requests)\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && v3) {
        const found = (v3[1] === "payment_tokens" ? tokens : paymentRequests).get(decodeURIComponent(v3[2] as string));
        return found ? send(200, found) : send(404, { error_code: "DATA_NOT_FOUND" });
      }
      const match = /^\/xendit\/v2\/invoices\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const invoice = invoices.get(decodeURIComponent(match[1] as string));
        return invoice ? send(200, invoice) : send(404, { error_code: "INVOICE_NOT_FOUND_ERROR" });
      }
    }
    // The subscriber answering the wallet's authorisation page, or the wallet running dry.
    if (req.method === "POST" && url.pathname.startsWith("/_test/xendit-token/")) {
      const token = tokens.get(url.pathname.split("/").pop() as string);
      if (!token) return send(404, {});
      Object.assign(token, JSON.parse(await readBody(req)));
      return send(200, token);
    }
    // A pending charge settled, as the wallet's owner answering would.
    if (req.method === "POST" && url.pathname.startsWith("/_test/xendit-payment/")) {
      const payment = paymentRequests.get(url.pathname.split("/").pop() as string);
      if (!payment) return send(404, {});
      Object.assign(payment, JSON.parse(await readBody(req)));
      return send(200, payment);
    }
    // What was charged for one of our transactions (its reference): a test counts the charges.
    if (req.method === "GET" && url.pathname.startsWith("/_test/xendit-charges/")) {
      const reference = url.pathname.split("/").pop();
      return send(
        200,
        [...paymentRequests.values()].filter((p) => p.reference_id === reference),
      );
    }
    if (req.method === "POST" && url.pathname.startsWith("/_test/xendit/")) {
      const id = url.pathname.split("/").pop() as string;
      const invoice = invoices.get(id);
      if (!invoice) return send(404, {});
      Object.assign(invoice, JSON.parse(await readBody(req)));
      return send(200, invoice);
    }
    if (url.pathname === "/coinbase/charges" && req.method === "POST") {
      if (req.headers["x-cc-api-key"] !== COINBASE_KEY || req.headers["x-cc-version"] !== "2018-03-22")
        return send(401, { error: { type: "authorization_error" } });
      const input = JSON.parse(await readBody(req));
      const code = Math.random().toString(36).slice(2, 10).toUpperCase();
      return send(201, {
        data: {
          id: crypto.randomUUID(),
          code,
          hosted_url: `https://commerce.coinbase.test/charges/${code}`,
          metadata: input.metadata,
          pricing: { local: input.local_price },
        },
      });
    }
    if (url.pathname === "/email/emails" && req.method === "POST") {
      if (req.headers.authorization !== `Bearer ${EMAIL_KEY}`) return send(401, { message: "bad key" });
      const input = JSON.parse(await readBody(req));
      const to = String(input.to?.[0] ?? "");
      if (to.includes("transient")) return send(503, { message: "try later" });
      if (to.includes("permanent")) return send(422, { message: "mailbox does not exist" });
      return send(200, { id: crypto.randomUUID() });
    }
    // A service's own site for the health probes (decision 048): signed in with the cookie sid=good.
    // It stands in for the demo site, under its path: only there may a probe reach a loopback
    // address outside production (issue 41).
    if (url.pathname === "/demo-site/home") {
      const signedIn = /(?:^|;\s*)sid=good(?:;|$)/.test(req.headers.cookie ?? "");
      return send(200, { page: signedIn ? "Welcome back" : "Please sign in" });
    }
    // Never answers: the probe gives up (PROBE_TIMEOUT_MS) and hangs up, which ends this request
    // (issue 42: no sleep waits out a clock).
    if (url.pathname === "/demo-site/slow") {
      await new Promise((resolve) => req.socket.once("close", resolve));
      return;
    }
    if (url.pathname === "/demo-site/broken") return send(503, { page: "Service unavailable" });
    if (url.pathname === "/demo-site/moved") {
      req.resume();
      return send(302, { location: "/demo-site/login" });
    }
    if (url.pathname === "/turnstile/siteverify" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      if (form.get("secret") !== TURNSTILE_SECRET)
        return send(200, { success: false, "error-codes": ["invalid-input-secret"] });
      const success = form.get("response") === TURNSTILE_PASS;
      return send(200, success ? { success } : { success, "error-codes": ["invalid-input-response"] });
    }
    send(404, { error: "not found" });
  });
  project.provide("providersUrl", stub.url);
  return stub.close;
}

declare module "vitest" {
  export interface ProvidedContext {
    providersUrl: string;
  }
}
