import { env } from "cloudflare:workers";
import { formatPrice } from "@app/shared/cart";
import { LOCALE_COOKIE } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buy,
  createPackages,
  healStorage,
  injectStorageFailure,
  ledgerOf as ledger,
  ownerCookies,
  payThroughSandboxPage,
  signedSandbox,
  subscriptionOf as sub,
  type TestPackage,
} from "../../../test/commerce.ts";
import { call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { packages, paymentEvents, referrals, transactions } from "../../db/schema.ts";
import { escapeHtml } from "../../lib/html.ts";
import { merchantInfo } from "../../lib/merchant.ts";
import { applyGrant, DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { expirePendingTransactions } from "./payments.service.ts";

let pkgA: TestPackage;
let pkgB: TestPackage;

beforeAll(async () => {
  [pkgA, pkgB] = await createPackages();
});

describe("payments through the sandbox", () => {
  it("quote, pay on the hosted page, subscription active and user-information updated", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const quote = await (await call(`/api/payments/quote?packageUuid=${pkgA.id}`, { token })).json<{
      data: { amount: number; discount: number };
    }>();
    expect(quote.data).toMatchObject({ amount: pkgA.price, discount: 0 });

    const { paymentUrl, transactionUuid } = await buy(token, pkgA.id);
    expect(paymentUrl).toBe(`http://localhost:8787/api/payments/sandbox/${transactionUuid}`);
    const page = await call(`/api/payments/sandbox/${transactionUuid}`, { cookie: ownerCookies.get(transactionUuid) });
    expect(await page.text()).toContain(`action="/api/payments/sandbox/${transactionUuid}/pay"`);
    expect(await payThroughSandboxPage(transactionUuid)).toBe(`/panel?payment=success&transaction=${transactionUuid}`);

    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    expect(tx?.status).toBe("completed");
    const info = await (await call("/api/user-information", { token })).json<{
      data: { status: string; package: { uuid: string } };
    }>();
    expect(info.data).toMatchObject({ status: "Active", package: { uuid: pkgA.id } });
    const list = await (await call("/api/transactions?status=completed", { token })).json<{
      data: { uuid: string }[];
    }>();
    expect(list.data.map((t) => t.uuid)).toEqual([transactionUuid]);
  });

  it("a canceled payment leaves the transaction canceled and the subscription unchanged", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    expect(await payThroughSandboxPage(transactionUuid, "cancel")).toBe(
      `/checkout?payment=canceled&transaction=${transactionUuid}`,
    );
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "canceled",
    );
    expect(await sub(user.id)).toBeUndefined();
  });

  it("a forged signature, a wrong amount and a replay each change nothing", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    const event = {
      id: `evt-${transactionUuid}`,
      type: "paid",
      transactionId: transactionUuid,
      amount: pkgA.price,
      currency: "IDR",
    };

    const forged = await signedSandbox(event, "x".repeat(40));
    expect(forged.status).toBe(401);
    const wrongAmount = await signedSandbox({ ...event, id: `${event.id}-cheap`, amount: 1 });
    expect((await wrongAmount.json<{ data: { outcome: string } }>()).data.outcome).toBe("amount_mismatch");
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "pending",
    );
    expect(await sub(user.id)).toBeUndefined();

    const paid = await signedSandbox(event);
    expect((await paid.json<{ data: { outcome: string } }>()).data.outcome).toBe("completed");
    const endAfterFirst = (await sub(user.id))?.endAt;
    const replay = await signedSandbox(event);
    expect((await replay.json<{ data: { outcome: string } }>()).data.outcome).toBe("duplicate");
    const otherEventSamePayment = await signedSandbox({ ...event, id: `${event.id}-settled` });
    expect((await otherEventSamePayment.json<{ data: { outcome: string } }>()).data.outcome).toBe("already_completed");
    expect((await sub(user.id))?.endAt).toBe(endAfterFirst);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it("a late paid event after expiry completes the purchase and is logged", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    await db()
      .update(transactions)
      .set({ createdAt: Date.now() - 25 * 3_600_000 })
      .where(eq(transactions.id, transactionUuid));
    expect(await expirePendingTransactions(db(), env)).toBeGreaterThanOrEqual(1);
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "expired",
    );

    const late = await signedSandbox({
      id: `late-${transactionUuid}`,
      type: "paid",
      transactionId: transactionUuid,
      amount: pkgA.price,
      currency: "IDR",
    });
    expect((await late.json<{ data: { outcome: string } }>()).data.outcome).toBe("completed");
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "completed",
    );
    const [logged] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `late-${transactionUuid}`));
    expect(logged?.note).toBe("paid_after_expired");
    expect((await sub(user.id))?.packageId).toBe(pkgA.id);
  });

  it("cron expiry leaves recent pending transactions alone and respects the configured time", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    await expirePendingTransactions(db(), env);
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "pending",
    );
    await db()
      .update(transactions)
      .set({ createdAt: Date.now() - 2 * 3_600_000 })
      .where(eq(transactions.id, transactionUuid));
    await expirePendingTransactions(db(), { ...env, PENDING_TRANSACTION_TTL_HOURS: "1" });
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) }))?.status).toBe(
      "expired",
    );
  });

  it("crypto is refused without Coinbase keys; an inactive package cannot be bought", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const crypto = await call("/api/payments/coinbase", { method: "POST", token, json: { packageUuid: pkgA.id } });
    expect(crypto.status).toBe(422);
    const methods = await (await call("/api/payments/methods")).json<{ data: unknown }>();
    expect(methods.data).toMatchObject({ gateway: "sandbox", crypto: false });
    const inactive = (
      await db()
        .insert(packages)
        .values({ name: `Off ${Date.now()}`, price: 1, days: 1, status: "inactive" })
        .returning()
    )[0];
    const res = await call("/api/payments", { method: "POST", token, json: { packageUuid: inactive?.id } });
    expect(res.status).toBe(422);
  });
});

describe("referral discount and reward", () => {
  it("the friend pays 10% less on the first purchase only, the referrer gets +3 days once", async () => {
    const referrer = await createUser();
    const now = Date.now();
    await applyGrant(
      db(),
      referrer.id,
      "admin",
      `seed-${referrer.id}`,
      { kind: "purchase", packageId: pkgA.id, days: 30 },
      now,
    );
    const referrerEnd = (await sub(referrer.id))?.endAt as number;
    const friend = await createUser();
    await db()
      .insert(referrals)
      .values({ referrerId: referrer.id, referredId: friend.id, code: referrer.referralCode });
    const { token } = await signIn(friend.email);

    const first = await buy(token, pkgB.id);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, first.transactionUuid) });
    expect(tx).toMatchObject({ amount: 108_000, discountAmount: 12_000 });
    await payThroughSandboxPage(first.transactionUuid);
    await signedSandbox({
      id: `again-${first.transactionUuid}`,
      type: "paid",
      transactionId: first.transactionUuid,
      amount: 108_000,
      currency: "IDR",
    });

    expect((await sub(referrer.id))?.endAt).toBe(referrerEnd + 3 * DAY_MS);
    const referral = await db().query.referrals.findFirst({ where: eq(referrals.referredId, friend.id) });
    expect(referral?.status).toBe("successful");

    const second = await buy(token, pkgB.id);
    expect(
      (await db().query.transactions.findFirst({ where: eq(transactions.id, second.transactionUuid) }))?.discountAmount,
    ).toBe(0);
    await payThroughSandboxPage(second.transactionUuid);
    expect((await sub(referrer.id))?.endAt).toBe(referrerEnd + 3 * DAY_MS);
  });
});

describe("the sandbox page speaks the request's language", () => {
  const sandboxUrl = (id: string) => `/api/payments/sandbox/${id}`;

  it("Indonesian from the preferred-locale cookie: every text from the dictionary, id-ID amounts, back to /id", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    const cookie = `${ownerCookies.get(transactionUuid)}; ${LOCALE_COOKIE}=id`;
    const html = await (await call(sandboxUrl(transactionUuid), { cookie })).text();
    expect(html).toContain('<html lang="id">');
    for (const key of [
      "sandbox.title",
      "sandbox.note",
      "sandbox.package",
      "sandbox.amount",
      "sandbox.pay",
      "sandbox.cancel",
    ] as const) {
      expect(html, key).toContain(escapeHtml(translate("id", key)));
    }
    expect(html).not.toContain(translate("en", "sandbox.note"));
    expect(html).toContain(`data-testid="sandbox-amount">${escapeHtml(formatPrice(pkgA.price, "IDR", "id"))}<`);
    // Branded like a checkout, fitting a phone, naming the seller (issue 46).
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain(`data-testid="sandbox-seller">${escapeHtml(merchantInfo(env).name)}<`);
    expect(html).toContain(escapeHtml(translate("id", "sandbox.badge")));

    const paid = await call(`${sandboxUrl(transactionUuid)}/pay`, { method: "POST", cookie });
    expect(paid.headers.get("location")).toBe(`/id/panel?payment=success&transaction=${transactionUuid}`);
    const again = await (await call(sandboxUrl(transactionUuid), { cookie })).text();
    expect(again).toContain(translate("id", "sandbox.done.completed"));
    expect(again).not.toContain(`${transactionUuid}/pay`);
  });

  it("Indonesian from Accept-Language without a cookie; a cancel returns to /id/checkout", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    const init = {
      cookie: ownerCookies.get(transactionUuid) as string,
      headers: { "accept-language": "id-ID,id;q=0.9,en;q=0.5" },
    };
    const html = await (await call(sandboxUrl(transactionUuid), init)).text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(escapeHtml(translate("id", "sandbox.title")));
    const canceled = await call(`${sandboxUrl(transactionUuid)}/cancel`, { ...init, method: "POST" });
    expect(canceled.headers.get("location")).toBe(`/id/checkout?payment=canceled&transaction=${transactionUuid}`);
    const after = await (await call(sandboxUrl(transactionUuid), init)).text();
    expect(after).toContain(translate("id", "sandbox.done.canceled"));
  });

  it("English stays the default", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    const html = await (
      await call(sandboxUrl(transactionUuid), { cookie: ownerCookies.get(transactionUuid) as string })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(escapeHtml(translate("en", "sandbox.note")));
  });
});

describe("the sandbox pays only for the signed-in owner", () => {
  it("no cookie, another user's cookie or a revoked session: 403 and nothing paid", async () => {
    const owner = await createUser();
    const other = await createUser();
    const ownerSession = await signIn(owner.email);
    const otherSession = await signIn(other.email);
    const { transactionUuid } = await buy(ownerSession.token, pkgA.id);
    const { transactionUuid: othersTx } = await buy(otherSession.token, pkgA.id);
    const attempt = (cookie: string) =>
      call(`/api/payments/sandbox/${transactionUuid}/pay`, { method: "POST", cookie });
    expect((await attempt("")).status).toBe(403);
    expect((await attempt(ownerCookies.get(othersTx) as string)).status).toBe(403);
    expect((await attempt("sandbox_owner=eyJhbGciOiJIUzI1NiJ9.e30.forged")).status).toBe(403);
    expect((await call(`/api/payments/sandbox/${transactionUuid}`)).status).toBe(403);
    // The owner signs in elsewhere: this browser's session, and its sandbox cookie, are revoked.
    await signIn(owner.email);
    expect((await attempt(ownerCookies.get(transactionUuid) as string)).status).toBe(403);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    expect(tx?.status).toBe("pending");
    expect(await sub(owner.id)).toBeUndefined();
  });
});

describe("storage failures answer 503 with a retry hint and change nothing", () => {
  it("payment completion: the batch fails at the ledger insert, the payment stays pending", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    await injectStorageFailure("subscription_ledger");
    try {
      const res = await call(`/api/payments/sandbox/${transactionUuid}/pay`, {
        method: "POST",
        cookie: ownerCookies.get(transactionUuid) as string,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await errorOf(res)).code).toBe("TEMPORARILY_UNAVAILABLE");
    } finally {
      await healStorage();
    }
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    expect(tx?.status).toBe("pending");
    expect(await sub(user.id)).toBeUndefined();
    expect(await ledger(user.id)).toHaveLength(0);
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.transactionId, transactionUuid));
    expect(events).toHaveLength(0);
    // The retry succeeds once storage is back.
    expect(await payThroughSandboxPage(transactionUuid)).toContain("payment=success");
    expect((await sub(user.id))?.packageId).toBe(pkgA.id);
  });
});
