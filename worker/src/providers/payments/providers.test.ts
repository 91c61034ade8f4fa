import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { insertPackagesOnSale } from "../../../test/commerce.ts";
import { app, createUser, db, signIn } from "../../../test/factories.ts";
import { COINBASE_KEY, XENDIT_SECRET } from "../../../test/fake-providers.global.ts";
import { subscriptions, transactions } from "../../db/schema.ts";
import { hmacSha256Hex } from "../../lib/tokens.ts";

const base = inject("providersUrl");
const XENDIT_TOKEN = "xendit-callback-token-123";
const COINBASE_SECRET = "coinbase-webhook-secret";
const providerEnv = {
  ...env,
  XENDIT_BASE_URL: `${base}/xendit`,
  XENDIT_SECRET_KEY: XENDIT_SECRET,
  XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
  COINBASE_BASE_URL: `${base}/coinbase`,
  COINBASE_API_KEY: COINBASE_KEY,
  COINBASE_WEBHOOK_SECRET: COINBASE_SECRET,
};

const request = (path: string, init: RequestInit & { token?: string } = {}) =>
  app.request(
    path,
    {
      ...init,
      headers: {
        "content-type": "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers ?? {}),
      },
    },
    providerEnv,
  );

let packageId: string;
beforeAll(async () => {
  const [pkg] = await insertPackagesOnSale([
    { name: `Provider pkg ${Date.now()}`, price: 75_000, currency: "IDR", days: 30 },
  ]);
  packageId = pkg?.id as string;
});

async function newBuyer() {
  const user = await createUser();
  return { user, ...(await signIn(user.email)) };
}

describe("Xendit invoices", () => {
  it("creates an invoice, trusts only a callback with the token, and re-reads the invoice before completing", async () => {
    const { user, token } = await newBuyer();
    const methods = await (await request("/api/payments/methods")).json<{ data: unknown }>();
    expect(methods.data).toMatchObject({ gateway: "xendit", crypto: true });
    const created = await request("/api/payments", {
      method: "POST",
      token,
      body: JSON.stringify({ packageUuid: packageId }),
    });
    expect(created.status).toBe(201);
    const { paymentUrl, transactionUuid } = (
      await created.json<{ data: { paymentUrl: string; transactionUuid: string } }>()
    ).data;
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.xendit\.test\/web\/inv_/);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    const invoiceId = tx?.providerRef as string;
    const callback = (status: string, tokenHeader = XENDIT_TOKEN) =>
      request("/api/payments/webhook/xendit", {
        method: "POST",
        headers: { "x-callback-token": tokenHeader },
        body: JSON.stringify({
          id: invoiceId,
          external_id: transactionUuid,
          status,
          amount: 75_000,
          paid_amount: 75_000,
          currency: "IDR",
        }),
      });

    expect((await callback("PAID", "wrong-token")).status).toBe(401);
    // The callback claims PAID but the invoice is still PENDING at Xendit: nothing completes.
    expect((await (await callback("PAID")).json<{ data: { outcome: string } }>()).data.outcome).toBe("recorded");
    expect(await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) })).toBeUndefined();

    await fetch(`${base}/_test/xendit/${invoiceId}`, {
      method: "POST",
      body: JSON.stringify({ status: "PAID", paid_amount: 75_000 }),
    });
    expect((await (await callback("PAID")).json<{ data: { outcome: string } }>()).data.outcome).toBe("completed");
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "completed",
    );
    expect((await (await callback("PAID")).json<{ data: { outcome: string } }>()).data.outcome).toBe("duplicate");
    await fetch(`${base}/_test/xendit/${invoiceId}`, { method: "POST", body: JSON.stringify({ status: "SETTLED" }) });
    expect((await (await callback("SETTLED")).json<{ data: { outcome: string } }>()).data.outcome).toBe("duplicate");
    expect((await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) }))?.packageId).toBe(
      packageId,
    );
  });

  it("an underpaid invoice does not complete", async () => {
    const { token } = await newBuyer();
    const { transactionUuid } = (
      await (
        await request("/api/payments", { method: "POST", token, body: JSON.stringify({ packageUuid: packageId }) })
      ).json<{
        data: { transactionUuid: string };
      }>()
    ).data;
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    await fetch(`${base}/_test/xendit/${tx?.providerRef}`, {
      method: "POST",
      body: JSON.stringify({ status: "PAID", paid_amount: 1_000 }),
    });
    const res = await request("/api/payments/webhook/xendit", {
      method: "POST",
      headers: { "x-callback-token": XENDIT_TOKEN },
      body: JSON.stringify({ id: tx?.providerRef, status: "PAID" }),
    });
    expect((await res.json<{ data: { outcome: string } }>()).data.outcome).toBe("amount_mismatch");
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "pending",
    );
  });
});

describe("Coinbase Commerce charges", () => {
  async function coinbaseEvent(payload: unknown, secret = COINBASE_SECRET, tamper?: (raw: string) => string) {
    const raw = JSON.stringify(payload);
    const signature = await hmacSha256Hex(secret, raw);
    return request("/api/payments/webhook/coinbase", {
      method: "POST",
      headers: { "x-cc-webhook-signature": signature },
      body: tamper ? tamper(raw) : raw,
    });
  }

  it("creates a charge; only a correctly signed charge:confirmed completes, once", async () => {
    const { user, token } = await newBuyer();
    const created = await request("/api/payments/coinbase", {
      method: "POST",
      token,
      body: JSON.stringify({ packageUuid: packageId }),
    });
    expect(created.status).toBe(201);
    const { paymentUrl, transactionUuid } = (
      await created.json<{ data: { paymentUrl: string; transactionUuid: string } }>()
    ).data;
    expect(paymentUrl).toMatch(/^https:\/\/commerce\.coinbase\.test\/charges\//);
    const charge = {
      code: "X",
      metadata: { transactionId: transactionUuid },
      pricing: { local: { amount: "75000", currency: "IDR" } },
    };

    const pending = await coinbaseEvent({ event: { id: "evt-1", type: "charge:pending", data: charge } });
    expect((await pending.json<{ data: { outcome: string } }>()).data.outcome).toBe("recorded");
    const tampered = await coinbaseEvent(
      { event: { id: "evt-2", type: "charge:confirmed", data: charge } },
      COINBASE_SECRET,
      (raw) => raw.replace("75000", "75001"),
    );
    expect(tampered.status).toBe(401);
    const wrongSecret = await coinbaseEvent(
      { event: { id: "evt-3", type: "charge:confirmed", data: charge } },
      "not-the-secret",
    );
    expect(wrongSecret.status).toBe(401);
    expect(await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) })).toBeUndefined();

    const confirmed = await coinbaseEvent({ event: { id: "evt-4", type: "charge:confirmed", data: charge } });
    expect((await confirmed.json<{ data: { outcome: string } }>()).data.outcome).toBe("completed");
    const replay = await coinbaseEvent({ event: { id: "evt-4", type: "charge:confirmed", data: charge } });
    expect((await replay.json<{ data: { outcome: string } }>()).data.outcome).toBe("duplicate");
    const sub = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
    expect(sub?.packageId).toBe(packageId);
  });
});
