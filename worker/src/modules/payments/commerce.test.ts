import { env } from "cloudflare:workers";
import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from "@app/shared/messages";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import {
  packages,
  paymentEvents,
  referrals,
  subscriptionLedger,
  subscriptions,
  transactions,
} from "../../db/schema.ts";
import { hmacSha256Hex } from "../../lib/tokens.ts";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../../providers/payments/sandbox.ts";
import { applyGrant, DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { redeemVoucher } from "../vouchers/vouchers.service.ts";
import { expirePendingTransactions } from "./payments.service.ts";

let admin: { token: string };
let pkgA: { id: string; price: number; days: number };
let pkgB: { id: string; price: number; days: number };

beforeAll(async () => {
  const a = await createUser({ role: "admin" });
  admin = await signIn(a.email);
  const now = Date.now();
  [pkgA, pkgB] = [
    { id: crypto.randomUUID(), price: 50_000, days: 30 },
    { id: crypto.randomUUID(), price: 120_000, days: 90 },
  ];
  await db()
    .insert(packages)
    .values([
      {
        id: pkgA.id,
        name: `A ${now}`,
        price: pkgA.price,
        currency: "IDR",
        days: pkgA.days,
        createdAt: now,
        updatedAt: now,
      },
      {
        id: pkgB.id,
        name: `B ${now}`,
        price: pkgB.price,
        currency: "IDR",
        days: pkgB.days,
        createdAt: now,
        updatedAt: now,
      },
    ]);
});

const sub = async (userId: string) => db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
const ledger = (userId: string) =>
  db()
    .select()
    .from(subscriptionLedger)
    .where(eq(subscriptionLedger.userId, userId))
    .orderBy(asc(subscriptionLedger.createdAt));

async function signedSandbox(body: Record<string, unknown>, secret = env.JWT_SECRET) {
  const raw = JSON.stringify(body);
  return call("/api/payments/webhook/sandbox", {
    method: "POST",
    headers: {
      [SANDBOX_SIGNATURE_HEADER]: await hmacSha256Hex(await sandboxSecret(secret), raw),
      "content-type": "application/json",
    },
    body: raw,
  });
}

/** The sandbox owner cookie of each created transaction, as the buyer's browser keeps it. */
const ownerCookies = new Map<string, string>();

async function buy(token: string, packageUuid: string) {
  const res = await call("/api/payments", { method: "POST", token, json: { packageUuid } });
  expect(res.status).toBe(201);
  const data = (await res.json<{ data: { paymentUrl: string; transactionUuid: string } }>()).data;
  const owner = /sandbox_owner=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (owner) ownerCookies.set(data.transactionUuid, `sandbox_owner=${owner}`);
  return data;
}

async function payThroughSandboxPage(transactionUuid: string, action: "pay" | "cancel" = "pay") {
  const res = await call(`/api/payments/sandbox/${transactionUuid}/${action}`, {
    method: "POST",
    cookie: ownerCookies.get(transactionUuid) ?? "",
  });
  expect(res.status).toBe(303);
  return res.headers.get("location");
}

describe("subscription stacking rules, each with its ledger row", () => {
  it("a first purchase starts now; the same package again extends from the end", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 0, 1);
    await applyGrant(db(), user.id, "payment", "tx-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0);
    expect(await sub(user.id)).toMatchObject({ packageId: pkgA.id, startAt: t0, endAt: t0 + 30 * DAY_MS });
    await applyGrant(
      db(),
      user.id,
      "payment",
      "tx-2",
      { kind: "purchase", packageId: pkgA.id, days: 30 },
      t0 + 10 * DAY_MS,
    );
    expect(await sub(user.id)).toMatchObject({ startAt: t0, endAt: t0 + 60 * DAY_MS });
    expect((await ledger(user.id)).map((l) => [l.source, l.days, l.endBefore, l.endAfter])).toEqual([
      ["payment", 30, null, t0 + 30 * DAY_MS],
      ["payment", 30, t0 + 30 * DAY_MS, t0 + 60 * DAY_MS],
    ]);
  });

  it("after expiry a purchase starts from now", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 0, 1);
    await applyGrant(db(), user.id, "payment", "e-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0);
    const later = t0 + 45 * DAY_MS;
    await applyGrant(db(), user.id, "payment", "e-2", { kind: "purchase", packageId: pkgA.id, days: 30 }, later);
    expect(await sub(user.id)).toMatchObject({ startAt: later, endAt: later + 30 * DAY_MS });
  });

  it("another package switches now and carries the unused days over", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 0, 1);
    await applyGrant(db(), user.id, "payment", "s-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0);
    const switchAt = t0 + 10 * DAY_MS;
    await applyGrant(db(), user.id, "payment", "s-2", { kind: "purchase", packageId: pkgB.id, days: 90 }, switchAt);
    // 20 unused days of A + 90 of B, starting now with B.
    expect(await sub(user.id)).toMatchObject({ packageId: pkgB.id, startAt: switchAt, endAt: switchAt + 110 * DAY_MS });
  });

  it("bonus days extend an active subscription, or are banked and applied at the next activation", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 0, 1);
    await applyGrant(db(), user.id, "referral", "r-1", { kind: "bonus", days: 3 }, t0);
    expect(await sub(user.id)).toMatchObject({ bankedDays: 3, endAt: null });
    await applyGrant(db(), user.id, "payment", "b-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0 + DAY_MS);
    expect(await sub(user.id)).toMatchObject({ bankedDays: 0, endAt: t0 + DAY_MS + 33 * DAY_MS });
    await applyGrant(db(), user.id, "milestone", "m-1", { kind: "bonus", days: 7 }, t0 + 2 * DAY_MS);
    expect((await sub(user.id))?.endAt).toBe(t0 + DAY_MS + 40 * DAY_MS);
    const rows = await ledger(user.id);
    expect(rows.map((l) => [l.source, l.days, l.banked])).toEqual([
      ["referral", 3, true],
      ["payment", 33, false],
      ["milestone", 7, false],
    ]);
    // The end date is the sum of the ledger: it can always be explained and recomputed.
    expect(rows.at(-1)?.endAfter).toBe(
      t0 + DAY_MS + rows.filter((l) => !l.banked).reduce((s, l) => s + l.days, 0) * DAY_MS,
    );
  });

  it("the same grant twice fails as a whole and changes nothing", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 0, 1);
    await applyGrant(db(), user.id, "payment", "dup-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0);
    await expect(
      applyGrant(db(), user.id, "payment", "dup-1", { kind: "purchase", packageId: pkgA.id, days: 30 }, t0),
    ).rejects.toThrow(/UNIQUE/);
    expect((await sub(user.id))?.endAt).toBe(t0 + 30 * DAY_MS);
    expect(await ledger(user.id)).toHaveLength(1);
  });
});

describe("user-information status", () => {
  it("None for a user who never subscribed (banked days included), Expired once a subscription ended", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const info = async () =>
      (await (await call("/api/user-information", { token })).json<{ data: { status: string; bankedDays: number } }>())
        .data;
    expect(await info()).toMatchObject({ status: "None", bankedDays: 0 });
    await applyGrant(db(), user.id, "referral", `bonus-${user.id}`, { kind: "bonus", days: 3 });
    expect(await info()).toMatchObject({ status: "None", bankedDays: 3 });
    const longAgo = Date.now() - 60 * DAY_MS;
    const purchase = { kind: "purchase", packageId: pkgA.id, days: 30 } as const;
    await applyGrant(db(), user.id, "payment", `old-${user.id}`, purchase, longAgo);
    expect(await info()).toMatchObject({ status: "Expired", bankedDays: 0 });
    await applyGrant(db(), user.id, "payment", `new-${user.id}`, purchase);
    expect(await info()).toMatchObject({ status: "Active" });
  });
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
    expect(methods.data).toEqual({ gateway: "sandbox", crypto: false });
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

describe("vouchers", () => {
  async function createVoucher(json: Record<string, unknown>) {
    const res = await call("/api/vouchers", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkgA.id, days: 7, ...json },
    });
    expect(res.status).toBe(201);
    return (await res.json<{ data: { uuid: string; code: string }[] }>()).data;
  }

  it("generates codes from the unambiguous alphabet when none is given", async () => {
    const created = await createVoucher({ quantity: 5 });
    expect(created).toHaveLength(5);
    for (const v of created) expect(v.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
    const bad = await call("/api/vouchers", { method: "POST", token: admin.token, json: { days: 0 } });
    expect((await errorOf(bad)).details?.fields?.map((f) => f.field).sort()).toEqual(["days", "packageUuid"]);
  });

  it("redeems trimmed and case-insensitively, then shows in the history", async () => {
    const [voucher] = await createVoucher({ code: "Spring-2026", maxRedemptions: 10 });
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await call("/api/vouchers/redeem", { method: "POST", token, json: { code: "  spring-2026 " } });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { message: string } }>()).data.message).toBe(VOUCHER_MESSAGES.redeemed);
    const s = await sub(user.id);
    expect(s?.packageId).toBe(pkgA.id);
    expect((s?.endAt ?? 0) - (s?.startAt ?? 0)).toBe(7 * DAY_MS);
    const history = await (await call("/api/users/vouchers", { token })).json<{
      data: { code: string; package: string; status: string; period: { end: string } }[];
    }>();
    expect(history.data).toEqual([
      expect.objectContaining({
        code: voucher?.code,
        status: "applied",
        period: expect.objectContaining({ end: new Date(s?.endAt as number).toISOString() }),
      }),
    ]);
  });

  it("answers distinct errors: unknown, disabled, expired, used up, already redeemed", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const redeem = async (code: string) =>
      errorOf(await call("/api/vouchers/redeem", { method: "POST", token, json: { code } }));
    expect((await redeem("NO-SUCH-CODE")).message).toBe(VOUCHER_ERRORS.unknown);
    const [disabled] = await createVoucher({ status: "disabled" });
    expect((await redeem(disabled?.code as string)).message).toBe(VOUCHER_ERRORS.disabled);
    const [expired] = await createVoucher({ redeemBy: new Date(Date.now() - 1000).toISOString() });
    expect((await redeem(expired?.code as string)).message).toBe(VOUCHER_ERRORS.expired);
    const [single] = await createVoucher({ maxRedemptions: 1 });
    const other = await createUser();
    const otherSession = await signIn(other.email);
    expect(
      (await call("/api/vouchers/redeem", { method: "POST", token: otherSession.token, json: { code: single?.code } }))
        .status,
    ).toBe(200);
    expect((await redeem(single?.code as string)).message).toBe(VOUCHER_ERRORS.usedUp);
    const [multi] = await createVoucher({ maxRedemptions: 5, perUserLimit: 1 });
    expect((await call("/api/vouchers/redeem", { method: "POST", token, json: { code: multi?.code } })).status).toBe(
      200,
    );
    expect((await redeem(multi?.code as string)).message).toBe(VOUCHER_ERRORS.alreadyRedeemed);
  });

  it("the per-user limit allows exactly that many redemptions", async () => {
    const [voucher] = await createVoucher({ maxRedemptions: 10, perUserLimit: 2 });
    const user = await createUser();
    const { token } = await signIn(user.email);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await call("/api/vouchers/redeem", { method: "POST", token, json: { code: voucher?.code } })).status,
      );
    expect(statuses).toEqual([200, 200, 409]);
  });

  it("20 concurrent redemptions of a single-use voucher: exactly 1 success and 19 clear errors", async () => {
    const [voucher] = await createVoucher({ maxRedemptions: 1 });
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const sessions = [];
    for (const p of people) sessions.push(await signIn(p.email));
    const results = await Promise.all(
      sessions.map((s) =>
        call("/api/vouchers/redeem", { method: "POST", token: s.token, json: { code: voucher?.code } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const failures = await Promise.all(results.filter((r) => r.status !== 200).map((r) => errorOf(r)));
    expect(failures).toHaveLength(19);
    for (const f of failures) expect(f.message).toBe(VOUCHER_ERRORS.usedUp);
    const row = await db().query.vouchers.findFirst({ where: (v, { eq }) => eq(v.id, voucher?.uuid as string) });
    expect(row?.redeemedCount).toBe(1);
  });

  it("the redeem-by date is enforced", async () => {
    const redeemBy = Date.now() + 60_000;
    const [voucher] = await createVoucher({ redeemBy: new Date(redeemBy).toISOString(), maxRedemptions: 5 });
    const [before, after] = [await createUser(), await createUser()];
    const ok = await redeemVoucher(db(), before.id, voucher?.code as string, redeemBy - 1);
    expect(ok.days).toBe(7);
    await expect(redeemVoucher(db(), after.id, voucher?.code as string, redeemBy)).rejects.toMatchObject({
      status: 422,
      message: VOUCHER_ERRORS.expired,
    });
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
  const inject = (table: string) =>
    env.DB.prepare(
      `CREATE TRIGGER inject_failure BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'injected storage failure'); END`,
    ).run();
  const heal = () => env.DB.prepare("DROP TRIGGER IF EXISTS inject_failure").run();

  it("payment completion: the batch fails at the ledger insert, the payment stays pending", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const { transactionUuid } = await buy(token, pkgA.id);
    await inject("subscription_ledger");
    try {
      const res = await call(`/api/payments/sandbox/${transactionUuid}/pay`, {
        method: "POST",
        cookie: ownerCookies.get(transactionUuid) as string,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await errorOf(res)).code).toBe("TEMPORARILY_UNAVAILABLE");
    } finally {
      await heal();
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

  it("voucher redemption: the voucher's count and the subscription stay as they were", async () => {
    const created = await call("/api/vouchers", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkgA.id, days: 7, maxRedemptions: 1 },
    });
    const [voucher] = (await created.json<{ data: { uuid: string; code: string }[] }>()).data;
    const user = await createUser();
    const { token } = await signIn(user.email);
    await inject("voucher_redemptions");
    try {
      const res = await call("/api/vouchers/redeem", { method: "POST", token, json: { code: voucher?.code } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await heal();
    }
    const row = await db().query.vouchers.findFirst({ where: (v, { eq }) => eq(v.id, voucher?.uuid as string) });
    expect(row?.redeemedCount).toBe(0);
    expect(await sub(user.id)).toBeUndefined();
    const retry = await call("/api/vouchers/redeem", { method: "POST", token, json: { code: voucher?.code } });
    expect(retry.status).toBe(200);
  });
});
