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
export default async function setup(project: TestProject) {
  const invoices = new Map<string, Invoice>();
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
      const match = /^\/xendit\/v2\/invoices\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const invoice = invoices.get(decodeURIComponent(match[1] as string));
        return invoice ? send(200, invoice) : send(404, { error_code: "INVOICE_NOT_FOUND_ERROR" });
      }
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
