import { env } from "cloudflare:workers";
import { REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertPackagesOnSale } from "../../../test/commerce.ts";
import { app, call, createUser, db, errorOf, PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
import { referralRewards, referrals, subscriptions, transactions } from "../../db/schema.ts";
import { hmacSha256Hex } from "../../lib/tokens.ts";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../../providers/payments/sandbox.ts";
import { applyGrant, DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { referralStats, weeklyReferralsQuery, weekStart } from "./referrals.service.ts";

let pkg: { id: string; price: number };
let admin: { token: string };

beforeAll(async () => {
  const [row] = await insertPackagesOnSale([
    { name: `Ref pkg ${Date.now()}`, price: 100_000, currency: "IDR", days: 30 },
  ]);
  pkg = { id: row?.id as string, price: 100_000 };
  const a = await createUser({ role: "admin" });
  admin = await signIn(a.email);
});

let ipCounter = 0;
/** Registers through the API with a referral code, from a fresh IP unless one is given. */
async function registerWithCode(code: string, email = uniqueEmail("friend"), ip = `192.0.2.${++ipCounter}`) {
  return app.request(
    "/api/users/register",
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify({ name: "Friend Person", email, password: PASSWORD, referralCode: code }),
    },
    env,
  );
}

async function buyAndPay(token: string) {
  const created = await call("/api/payments", { method: "POST", token, json: { packageUuid: pkg.id } });
  const { transactionUuid } = (await created.json<{ data: { transactionUuid: string } }>()).data;
  const tx = await db().query.transactions.findFirst({ where: (t, { eq }) => eq(t.id, transactionUuid) });
  const event = {
    id: `evt-${transactionUuid}`,
    type: "paid",
    transactionId: transactionUuid,
    amount: tx?.amount,
    currency: "IDR",
  };
  const raw = JSON.stringify(event);
  const send = async () =>
    call("/api/payments/webhook/sandbox", {
      method: "POST",
      headers: {
        [SANDBOX_SIGNATURE_HEADER]: await hmacSha256Hex(await sandboxSecret(env.JWT_SECRET), raw),
        "content-type": "application/json",
      },
      body: raw,
    });
  return { send, amount: tx?.amount, transactionUuid };
}

describe("codes, links and validation", () => {
  it("answers the caller's code and shareable link", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await call("/api/referrals/my-code", { token });
    expect((await res.json<{ data: unknown }>()).data).toEqual({
      referralCode: user.referralCode,
      link: `http://localhost:8787/register?ref=${user.referralCode}`,
    });
  });

  it("validates codes and answers the referral messages (docs/product.md#referrals)", async () => {
    const referrer = await createUser({ name: "Budi Santoso" });
    const ok = await call(`/api/referrals/validate/${referrer.referralCode.toLowerCase()}`);
    expect((await ok.json<{ data: { referrerName: string } }>()).data.referrerName).toBe("Bu*** S***");
    expect((await errorOf(await call("/api/referrals/validate/NOPE1234"))).message).toBe(REFERRAL_MESSAGES.invalidCode);

    const user = await createUser();
    const { token } = await signIn(user.email);
    const blank = await call("/api/referrals/apply", { method: "POST", token, json: { referralCode: "   " } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe("Please enter a referral code");
    const unknown = await call("/api/referrals/apply", { method: "POST", token, json: { referralCode: "ZZZZ9999" } });
    expect((await errorOf(unknown)).message).toBe("Invalid referral code");
  });
});

describe("attribution", () => {
  it("at registration, and later by apply, once, before the first purchase", async () => {
    const referrer = await createUser();
    const res = await registerWithCode(referrer.referralCode);
    expect(res.status).toBe(201);
    const stats = await (await call("/api/referrals/stats", { token: (await signIn(referrer.email)).token })).json<{
      data: { totalReferrals: number; pendingReferrals: number };
    }>();
    expect(stats.data).toMatchObject({ totalReferrals: 1, pendingReferrals: 1 });

    const late = await createUser();
    const { token } = await signIn(late.email);
    const applied = await call("/api/referrals/apply", {
      method: "POST",
      token,
      json: { referralCode: ` ${referrer.referralCode} ` },
    });
    expect(applied.status).toBe(200);
    const again = await call("/api/referrals/apply", {
      method: "POST",
      token,
      json: { referralCode: referrer.referralCode },
    });
    expect((await errorOf(again)).message).toBe(REFERRAL_ERRORS.alreadyReferred);

    const buyer = await createUser();
    const buyerSession = await signIn(buyer.email);
    const { send } = await buyAndPay(buyerSession.token);
    await send();
    const afterPurchase = await call("/api/referrals/apply", {
      method: "POST",
      token: buyerSession.token,
      json: { referralCode: referrer.referralCode },
    });
    expect((await errorOf(afterPurchase)).message).toBe(REFERRAL_ERRORS.afterPurchase);
  });

  it("checkout-stats says whether a code can still be applied, and why not", async () => {
    const referrer = await createUser();
    const stats = async (token: string) =>
      (await (await call("/api/referrals/checkout-stats", { token })).json<{ data: unknown }>()).data;

    const fresh = await signIn((await createUser()).email);
    expect(await stats(fresh.token)).toEqual({
      eligible: false,
      discountPercent: 0,
      rewardDaysForReferrer: 3,
      canApplyCode: true,
      hasPurchased: false,
    });
    const applied = await call("/api/referrals/apply", {
      method: "POST",
      token: fresh.token,
      json: { referralCode: referrer.referralCode },
    });
    expect(applied.status).toBe(200);
    expect(await stats(fresh.token)).toMatchObject({ eligible: true, discountPercent: 10, canApplyCode: false });
    const { send } = await buyAndPay(fresh.token);
    await send();
    expect(await stats(fresh.token)).toMatchObject({ eligible: false, canApplyCode: false, hasPurchased: true });

    const buyer = await signIn((await createUser()).email);
    await (await buyAndPay(buyer.token)).send();
    expect(await stats(buyer.token)).toMatchObject({ eligible: false, canApplyCode: false, hasPurchased: true });

    const flaggedEmail = `review${Date.now()}@mailinator.com`;
    await registerWithCode(referrer.referralCode, flaggedEmail);
    expect(await stats((await signIn(flaggedEmail)).token)).toMatchObject({
      eligible: false,
      canApplyCode: false,
      hasPurchased: false,
    });
  });

  it("refuses an unknown code at registration on the referralCode field, creating no account", async () => {
    const email = uniqueEmail("bad-ref");
    const res = await registerWithCode("NOPE9999", email);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe(REFERRAL_MESSAGES.invalidCode);
    expect(error.details?.fields).toEqual([
      { field: "referralCode", message: REFERRAL_MESSAGES.invalidCode, code: "INVALID_REFERRAL" },
    ]);

    const retry = await app.request(
      "/api/users/register",
      {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `192.0.2.${++ipCounter}` },
        body: JSON.stringify({ name: "Friend Person", email, password: PASSWORD }),
      },
      env,
    );
    expect(retry.status).toBe(201);
  });

  it("refuses self-referral through a dotted or plus-addressed Gmail", async () => {
    const referrer = await createUser({
      email: `jane.doe.${ipCounter}@gmail.com`,
      emailCanonical: `janedoe${ipCounter}@gmail.com`,
    });
    const res = await registerWithCode(referrer.referralCode, `JaneDoe${ipCounter}+promo@GMail.com`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.fields?.[0]).toEqual({
      field: "referralCode",
      message: REFERRAL_ERRORS.selfReferral,
      code: "REFERRAL_SELF_REFERRAL",
    });
  });

  it("flags disposable domains and the 4th referred sign-in from one IP for review", async () => {
    const referrer = await createUser();
    expect((await registerWithCode(referrer.referralCode, `x${Date.now()}@mailinator.com`)).status).toBe(201);
    for (let i = 0; i < 4; i++) await registerWithCode(referrer.referralCode, uniqueEmail("same-ip"), "198.18.0.77");
    const rows = await db().select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(rows.map((r) => r.flagReason).sort()).toEqual(["disposable_email", "ip_limit", null, null, null].sort());
    const queue = await (await call("/api/admin-referrals/review", { token: admin.token })).json<{
      data: { uuid: string; flagReason: string }[];
    }>();
    expect(
      queue.data
        .filter((q) => rows.some((r) => r.id === q.uuid))
        .map((q) => q.flagReason)
        .sort(),
    ).toEqual(["disposable_email", "ip_limit"]);
  });
});

describe("rewards", () => {
  it("+3 days to the referrer exactly once, even when the webhook replays; the friend pays 10% less", async () => {
    const referrer = await createUser();
    await applyGrant(db(), referrer.id, "admin", `start-${referrer.id}`, {
      kind: "purchase",
      packageId: pkg.id,
      days: 30,
    });
    const endBefore = (await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, referrer.id) }))
      ?.endAt as number;
    const email = uniqueEmail("friend");
    await registerWithCode(referrer.referralCode, email);
    const friend = await signIn(email);
    const checkout = await (await call("/api/referrals/checkout-stats", { token: friend.token })).json<{
      data: { eligible: boolean; discountPercent: number };
    }>();
    expect(checkout.data).toMatchObject({ eligible: true, discountPercent: 10 });
    const { send, amount } = await buyAndPay(friend.token);
    expect(amount).toBe(90_000);
    await send();
    await send();
    await send();
    expect((await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, referrer.id) }))?.endAt).toBe(
      endBefore + 3 * DAY_MS,
    );
    const { token } = await signIn(referrer.email);
    const stats = await (await call("/api/referrals/stats", { token })).json<{
      data: { successfulReferrals: number; extensionDaysEarned: number; conversionRate: number };
    }>();
    expect(stats.data).toMatchObject({ successfulReferrals: 1, extensionDaysEarned: 3, conversionRate: 100 });
    const history = await (await call("/api/referrals/history", { token })).json<{
      data: { status: string; rewardDays: number; friendName: string }[];
    }>();
    expect(history.data).toEqual([
      expect.objectContaining({ status: "successful", rewardDays: 3, friendName: "Fr*** P***" }),
    ]);
  });

  it("grants the milestone bonus at the 5th successful referral", async () => {
    const referrer = await createUser();
    await applyGrant(db(), referrer.id, "admin", `start-${referrer.id}`, {
      kind: "purchase",
      packageId: pkg.id,
      days: 30,
    });
    const start = (await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, referrer.id) }))
      ?.endAt as number;
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail(`m${i}`);
      await registerWithCode(referrer.referralCode, email);
      const { send } = await buyAndPay((await signIn(email)).token);
      await send();
    }
    const rewards = await db().select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id));
    expect(rewards.filter((r) => r.kind === "referral")).toHaveLength(5);
    expect(rewards.filter((r) => r.kind === "milestone").map((r) => r.days)).toEqual([7]);
    expect((await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, referrer.id) }))?.endAt).toBe(
      start + (15 + 7) * DAY_MS,
    );
  });

  it("a flagged referral is not rewarded until approved; reject marks it failed", async () => {
    const referrer = await createUser();
    const email = `flagged${Date.now()}@mailinator.com`;
    await registerWithCode(referrer.referralCode, email);
    const friend = await signIn(email);
    const { send, amount } = await buyAndPay(friend.token);
    expect(amount).toBe(100_000);
    await send();
    const referral = await db().query.referrals.findFirst({
      where: eq(
        referrals.referredId,
        (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))?.id as string,
      ),
    });
    expect(referral).toMatchObject({ status: "pending", flagReason: "disposable_email" });
    expect(await db().select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id))).toHaveLength(
      0,
    );

    const approved = await call(`/api/admin-referrals/${referral?.id}/approve`, {
      method: "POST",
      token: admin.token,
      json: { reason: "checked by phone" },
    });
    expect(approved.status).toBe(200);
    expect((await db().query.referrals.findFirst({ where: eq(referrals.id, referral?.id as string) }))?.status).toBe(
      "successful",
    );
    expect(await db().select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id))).toHaveLength(
      1,
    );

    const other = await createUser();
    const email2 = `other${Date.now()}@mailinator.com`;
    await registerWithCode(other.referralCode, email2);
    const flagged = (await db().select().from(referrals).where(eq(referrals.referrerId, other.id)))[0];
    const rejected = await call(`/api/admin-referrals/${flagged?.id}/reject`, {
      method: "POST",
      token: admin.token,
      json: { reason: "throwaway address" },
    });
    expect(rejected.status).toBe(200);
    expect(await db().query.referrals.findFirst({ where: eq(referrals.id, flagged?.id as string) })).toMatchObject({
      status: "failed",
      reviewNote: "throwaway address",
    });
  });
});

describe("admin analytics", () => {
  it("overview, top referrers, activities, analytics series and CSV export", async () => {
    const overview = await (await call("/api/admin-referrals/overview", { token: admin.token })).json<{
      data: { totalReferrals: number };
    }>();
    expect(overview.data.totalReferrals).toBeGreaterThan(0);
    const top = await (await call("/api/admin-referrals/top-referrers?limit=3", { token: admin.token })).json<{
      data: unknown[];
    }>();
    expect(top.data.length).toBeGreaterThan(0);
    const series = await (await call("/api/admin-referrals/analytics", { token: admin.token })).json<{
      data: { signups: number }[];
    }>();
    expect(series.data.reduce((s, d) => s + d.signups, 0)).toBeGreaterThan(0);
    const csv = await call("/api/admin-referrals/export?status=successful", { token: admin.token });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("uuid,referrer,referred,status");
    expect(lines.slice(1).every((l) => l.includes(",successful,"))).toBe(true);
  });
});

describe("the first-purchase discount is granted once", () => {
  it("a new discounted payment replaces the open one, and the old one paid late does not complete", async () => {
    const referrer = await createUser();
    const registered = await registerWithCode(referrer.referralCode);
    expect(registered.status).toBe(201);
    const { data } = await registered.json<{ data: { token: string; user: { uuid: string } } }>();
    const first = await buyAndPay(data.token);
    const second = await buyAndPay(data.token);
    expect(first.amount).toBe(90_000);
    expect(second.amount).toBe(90_000);
    const open = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, data.user.uuid),
          eq(transactions.status, "pending"),
          gt(transactions.discountAmount, 0),
        ),
      );
    expect(open.map((t) => t.id)).toEqual([second.transactionUuid]);

    const paid = await (await second.send()).json<{ data: { outcome: string } }>();
    expect(paid.data.outcome).toBe("completed");
    const late = await (await first.send()).json<{ data: { outcome: string } }>();
    expect(late.data.outcome).toBe("discount_ineligible");
    const firstTx = await db().query.transactions.findFirst({ where: eq(transactions.id, first.transactionUuid) });
    expect(firstTx?.status).not.toBe("completed");
    const subscription = await db().query.subscriptions.findFirst({
      where: eq(subscriptions.userId, data.user.uuid),
    });
    expect(subscription?.endAt).toBe((subscription?.startAt ?? 0) + 30 * DAY_MS);
  });

  it("the database holds at most one open discounted payment per user", async () => {
    const user = await createUser();
    const row = (id: string) => ({
      id,
      userId: user.id,
      packageName: "x",
      days: 30,
      provider: "sandbox" as const,
      amount: 90_000,
      discountAmount: 10_000,
      currency: "IDR",
      status: "pending" as const,
    });
    await db().insert(transactions).values(row(crypto.randomUUID()));
    await expect(db().insert(transactions).values(row(crypto.randomUUID()))).rejects.toThrow();
  });
});

describe("invitations per week", () => {
  // Wednesday 13 May 2026, 10:00 UTC: the current week starts on Monday 11 May, the 12th back on 23 February.
  const NOW = Date.UTC(2026, 4, 13, 10);
  const FROM = Date.UTC(2026, 1, 23);

  async function invite(referrerId: string, createdAt: number, status: "pending" | "successful" = "pending") {
    const friend = await createUser();
    await db()
      .insert(referrals)
      .values({
        referrerId,
        referredId: friend.id,
        code: "WEEKLY",
        status,
        createdAt,
        convertedAt: status === "successful" ? createdAt : null,
      });
  }

  it("12 weeks, oldest first, zeros where none; only the caller's invitations of those weeks count", async () => {
    const referrer = await createUser();
    const other = await createUser();
    await invite(referrer.id, Date.UTC(2026, 4, 11));
    await invite(referrer.id, NOW, "successful");
    await invite(referrer.id, Date.UTC(2026, 3, 19, 23, 59));
    await invite(referrer.id, Date.UTC(2026, 3, 20), "successful");
    await invite(referrer.id, FROM);
    await invite(referrer.id, FROM - 60_000, "successful");
    await invite(other.id, NOW);

    expect(new Date(weekStart(NOW)).toISOString()).toBe("2026-05-11T00:00:00.000Z");
    const stats = await referralStats(db(), referrer.id, 7, NOW);
    expect(stats.totalReferrals).toBe(6);
    const week = (weekStart: string, signups = 0, rewarded = 0) => ({ weekStart, signups, rewarded });
    expect(stats.weekly).toEqual([
      week("2026-02-23", 1),
      week("2026-03-02"),
      week("2026-03-09"),
      week("2026-03-16"),
      week("2026-03-23"),
      week("2026-03-30"),
      week("2026-04-06"),
      week("2026-04-13", 1),
      week("2026-04-20", 1, 1),
      week("2026-04-27"),
      week("2026-05-04"),
      week("2026-05-11", 2, 1),
    ]);

    const empty = await referralStats(db(), (await createUser()).id, 7, NOW);
    expect(empty.weekly).toHaveLength(12);
    expect(empty.weekly.every((w) => w.signups === 0 && w.rewarded === 0)).toBe(true);
  });

  it("reads the referrer's rows of those weeks from the (referrer_id, created_at, status) index alone", async () => {
    const { sql, params } = weeklyReferralsQuery(db(), crypto.randomUUID(), FROM).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    expect(details).toContainEqual(
      expect.stringMatching(
        /^SEARCH referrals USING COVERING INDEX referrals_referrer_idx \(referrer_id=\? AND created_at>\?\)/,
      ),
    );
    expect(details.some((detail) => detail.startsWith("SCAN referrals") || detail.includes("TEMP B-TREE"))).toBe(false);
  });

  it("GET /referrals/stats answers the current 12 weeks", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const stats = await (await call("/api/referrals/stats", { token })).json<{
      data: { weekly: { weekStart: string; signups: number; rewarded: number }[] };
    }>();
    expect(stats.data.weekly).toHaveLength(12);
    expect(stats.data.weekly.at(-1)).toEqual({
      weekStart: new Date(weekStart(Date.now())).toISOString().slice(0, 10),
      signups: 0,
      rewarded: 0,
    });
  });
});
