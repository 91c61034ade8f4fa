import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { buy, insertPackagesOnSale, ledgerOf, payThroughSandboxPage, subscriptionOf } from "../../../test/commerce.ts";
import { app, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { XENDIT_SECRET } from "../../../test/fake-providers.global.ts";
import { outbox, packages, renewalCycles, subscriptions, transactions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import worker from "../../index.ts";
import { sendRenewalReminders } from "../subscriptions/renewal-reminders.service.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { expirePendingTransactions } from "./payments.service.ts";
import { renewalStatistics } from "./renewal-admin.service.ts";
import { RENEWALS_CRON, runRenewals } from "./renewal-charges.service.ts";

const base = inject("providersUrl");
const XENDIT_TOKEN = "xendit-callback-token-renewals";
const HOUR = 3_600_000;
/** Xendit plays the gateway (its Payments API v3, in the fake-providers server). */
const xenditEnv = {
  ...env,
  XENDIT_BASE_URL: `${base}/xendit`,
  XENDIT_SECRET_KEY: XENDIT_SECRET,
  XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
} as unknown as AppEnv;
/** The default: the sandbox, whose linking page plays the wallet's. */
const sandboxEnv = env as unknown as AppEnv;

type Options = RequestInit & { token?: string; json?: unknown; cookie?: string };
const callWith =
  (target: AppEnv) =>
  (path: string, init: Options = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return app.request(
      path,
      { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body },
      target,
    );
  };
const xendit = callWith(xenditEnv);
const sandbox = callWith(sandboxEnv);

type Renewal = {
  autoRenew: boolean;
  method: { channel: string; label: string } | null;
  linking: boolean;
  state: string;
  nextChargeAt: string | null;
  amount: number | null;
  currency: string | null;
  accessUntil: string | null;
  payNow: { packageUuid: string } | null;
};

async function renewalOf(token: string) {
  const res = await sandbox("/api/subscriptions/renewal", { token });
  expect(res.status).toBe(200);
  return (await res.json<{ data: Renewal }>()).data;
}

/** A subscriber of a fresh 30-day package (price 50 000), whose subscription ends `endsIn` from now. */
async function subscriber(options: { endsIn?: number; locale?: "en" | "id"; price?: number } = {}) {
  const now = Date.now();
  const [pkg] = await insertPackagesOnSale([
    { name: `Renewed ${crypto.randomUUID().slice(0, 8)}`, price: options.price ?? 50_000, days: 30 },
  ]);
  const user = await createUser({ locale: options.locale ?? "en" });
  const endAt = now + (options.endsIn ?? 10 * DAY_MS);
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, packageId: pkg?.id, startAt: now - 20 * DAY_MS, endAt });
  return { user, pkg: pkg as typeof packages.$inferSelect, endAt, ...(await signIn(user.email)) };
}

const xenditCallback = (body: unknown, token = XENDIT_TOKEN) =>
  xendit("/api/payments/webhook/xendit", {
    method: "POST",
    headers: { "x-callback-token": token },
    json: body,
  });

/** Links a DANA wallet through Xendit: the token, the subscriber's authorisation, the webhook. */
async function linkWithXendit(token: string, options: { declines?: boolean } = {}) {
  const res = await xendit("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "DANA" } });
  expect(res.status).toBe(201);
  const { linkUrl } = (await res.json<{ data: { linkUrl: string } }>()).data;
  const tokenId = linkUrl.split("/").pop() as string;
  await fetch(`${base}/_test/xendit-token/${tokenId}`, {
    method: "POST",
    body: JSON.stringify({
      status: "ACTIVE",
      token_details: { account_mobile_number: "+6281234561234" },
      declines: options.declines ?? false,
    }),
  });
  const hook = await xenditCallback({ event: "payment_token.activation", data: { payment_token_id: tokenId } });
  expect(hook.status).toBe(200);
  expect((await hook.json<{ data: { outcome: string } }>()).data.outcome).toBe("method_linked");
  return { linkUrl, tokenId };
}

const setDeclines = (tokenId: string, declines: boolean) =>
  fetch(`${base}/_test/xendit-token/${tokenId}`, { method: "POST", body: JSON.stringify({ declines }) });

const cycleOf = (userId: string) =>
  db().select().from(renewalCycles).where(eq(renewalCycles.userId, userId)).orderBy(asc(renewalCycles.endAt));

/** The charges Xendit holds for one of our transactions. */
const chargesOf = async (transactionId: string) =>
  (await fetch(`${base}/_test/xendit-charges/${transactionId}`)).json<
    { payment_request_id: string; request_amount: number; status: string }[]
  >();

const mailsTo = (address: string) =>
  db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(asc(outbox.createdAt));

describe("auto-renew: linking (issue 43)", () => {
  it("links a wallet with Xendit: only the verified token webhook turns auto-renew on, once", async () => {
    const { token, endAt, pkg } = await subscriber();
    const res = await xendit("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "DANA" } });
    expect(res.status).toBe(201);
    const { linkUrl } = (await res.json<{ data: { linkUrl: string } }>()).data;
    expect(linkUrl).toMatch(/^https:\/\/link\.xendit\.test\/pt-/);
    const tokenId = linkUrl.split("/").pop() as string;
    expect(await renewalOf(token)).toMatchObject({ autoRenew: false, linking: true, state: "off" });

    const activation = { event: "payment_token.activation", data: { payment_token_id: tokenId } };
    // A wrong callback token is refused; a callback claiming activation before Xendit says so changes nothing.
    expect((await xenditCallback(activation, "forged")).status).toBe(401);
    const early = await xenditCallback(activation);
    expect((await early.json<{ data: { outcome: string } }>()).data.outcome).toBe("recorded");
    expect((await renewalOf(token)).autoRenew).toBe(false);

    await fetch(`${base}/_test/xendit-token/${tokenId}`, {
      method: "POST",
      body: JSON.stringify({ status: "ACTIVE", token_details: { account_mobile_number: "+6281234561234" } }),
    });
    const linked = await xenditCallback(activation);
    expect((await linked.json<{ data: { outcome: string } }>()).data.outcome).toBe("method_linked");
    const replay = await xenditCallback(activation);
    expect((await replay.json<{ data: { outcome: string } }>()).data.outcome).toBe("duplicate");

    expect(await renewalOf(token)).toEqual({
      autoRenew: true,
      method: { channel: "DANA", label: "DANA ••••1234" },
      linking: false,
      state: "scheduled",
      nextChargeAt: new Date(endAt - DAY_MS).toISOString(),
      amount: pkg.price,
      currency: "IDR",
      accessUntil: null,
      payNow: null,
    });
  });

  it("links on the sandbox's page, whose buttons play the wallet; a canceled link leaves it off", async () => {
    const { token, user } = await subscriber();
    const start = await sandbox("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "OVO" } });
    expect(start.status).toBe(201);
    const { linkUrl } = (await start.json<{ data: { linkUrl: string } }>()).data;
    const path = new URL(linkUrl).pathname;
    const cookie = /sandbox_owner=[^;]*/.exec(start.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(start.headers.get("set-cookie")).toContain("Path=/api/subscriptions/renewal/sandbox");
    // Only the owner's browser may answer.
    expect((await sandbox(path)).status).toBe(403);
    const page = await sandbox(path, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Link</button>");
    expect(html).toContain(">Link a wallet that will decline</button>");

    const canceled = await sandbox(`${path}/cancel`, { method: "POST", cookie });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe("/panel?renewal=failed");
    expect(await renewalOf(token)).toMatchObject({ autoRenew: false, linking: false, state: "off" });
    // An answered page cannot be answered again.
    expect(await (await sandbox(path, { cookie })).text()).toContain("already answered");

    const again = await sandbox("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "OVO" } });
    const second = new URL((await again.json<{ data: { linkUrl: string } }>()).data.linkUrl).pathname;
    const linked = await sandbox(`${second}/link`, { method: "POST", cookie });
    expect(linked.headers.get("location")).toBe("/panel?renewal=linked");
    expect(await renewalOf(token)).toMatchObject({
      autoRenew: true,
      method: { channel: "OVO", label: "OVO ••••4242" },
    });
    expect(user.id).toBeTruthy();
  });

  it("refuses linking without a running subscription, and names a bad channel", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const none = await sandbox("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "DANA" } });
    expect(none.status).toBe(403);
    expect((await errorOf(none)).code).toBe("SUBSCRIPTION_REQUIRED");
    const { token: subscribed } = await subscriber();
    const bad = await sandbox("/api/subscriptions/renewal", {
      method: "POST",
      token: subscribed,
      json: { channel: "QRIS" },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.[0]?.field).toBe("channel");
  });
});

describe("auto-renew: the charge (issue 43)", () => {
  it("charges once 24 hours before the end, however many cron runs overlap; the ledger extends it and mails the receipt", async () => {
    const { token, user, pkg, endAt } = await subscriber({ endsIn: 3 * DAY_MS });
    await linkWithXendit(token);
    // Not yet: two days before the end.
    await runRenewals(db(), xenditEnv, endAt - 2 * DAY_MS);
    expect(await cycleOf(user.id)).toHaveLength(0);

    const at = endAt - 12 * HOUR;
    await Promise.all([
      runRenewals(db(), xenditEnv, at),
      runRenewals(db(), xenditEnv, at),
      runRenewals(db(), xenditEnv, at),
    ]);
    const [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "renewed", attempts: 1, endAt, amount: pkg.price });
    const charges = await chargesOf(cycle?.transactionId as string);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: "SUCCEEDED", request_amount: pkg.price });
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 30 * DAY_MS);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, cycle?.transactionId as string) });
    // A renewal for the statistics, though this subscriber had no payment before (auto-renew charged it).
    expect(tx).toMatchObject({ status: "completed", provider: "xendit", amount: pkg.price, days: 30, isRenewal: true });

    // The provider's webhook for the same charge, and its replay, change nothing.
    const capture = { event: "payment.capture", data: { payment_request_id: charges[0]?.payment_request_id } };
    for (const _ of [1, 2]) {
      const hook = await xenditCallback(capture);
      expect(["duplicate", "already_completed"]).toContain(
        (await hook.json<{ data: { outcome: string } }>()).data.outcome,
      );
    }
    await runRenewals(db(), xenditEnv, at + HOUR);
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(1);
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 30 * DAY_MS);
    expect((await ledgerOf(user.id)).filter((r) => r.source === "payment")).toHaveLength(1);

    // The heads-up went at the first run (the charge was less than 3 days away), then the receipt.
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your ${pkg.name} subscription renews on ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(endAt - DAY_MS)}`,
      `Your receipt for ${pkg.name}`,
    ]);
    expect(mails[1]?.text).toContain("DANA ••••1234");
    expect(mails[1]?.text).toContain(`/en/panel/transactions/${tx?.id}/receipt`);
    const next = await renewalOf(token);
    expect(next).toMatchObject({ state: "scheduled", nextChargeAt: new Date(endAt + 29 * DAY_MS).toISOString() });
  });

  it("a declined charge is retried after 1 day, then paid: the days run from the old end date", async () => {
    const { token, user, pkg, endAt } = await subscriber({ endsIn: 3 * DAY_MS, locale: "id" });
    const { tokenId } = await linkWithXendit(token, { declines: true });
    const first = endAt - 12 * HOUR;
    await runRenewals(db(), xenditEnv, first);
    let [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "retrying", attempts: 1, nextAttemptAt: first + DAY_MS });
    expect(cycle?.failureCode).toBe("INSUFFICIENT_BALANCE");
    const failing = await renewalOf(token);
    expect(failing).toMatchObject({
      state: "retrying",
      nextChargeAt: new Date(first + DAY_MS).toISOString(),
      payNow: { packageUuid: pkg.id },
    });
    // Access runs past the end while the tries and the grace last.
    const graced = (await subscriptionOf(user.id))?.endAt as number;
    // 2 days of tries past the end, then the 3 days of grace (RENEWAL_GRACE_DAYS).
    expect(graced).toBe(endAt + 5 * DAY_MS);
    const [declined] = await mailsTo(user.email);
    expect(declined?.subject).toBe(`Kami tidak bisa memperpanjang langganan ${pkg.name} kamu`);
    expect(declined?.text).toContain("Saldo wallet tidak cukup.");
    expect(declined?.text).toContain(`/id/checkout?renew=${pkg.id}`);

    // The pending-payment clock leaves a renewal's transaction to its tries.
    await expirePendingTransactions(db(), { ...xenditEnv, PENDING_TRANSACTION_TTL_HOURS: "1" }, first + 2 * HOUR);
    const waiting = await db().query.transactions.findFirst({
      where: eq(transactions.id, cycle?.transactionId as string),
    });
    expect(waiting?.status).toBe("pending");
    // Not before the retry is due; then the wallet has money again.
    await runRenewals(db(), xenditEnv, first + 12 * HOUR);
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(1);
    await setDeclines(tokenId, false);
    await runRenewals(db(), xenditEnv, first + DAY_MS);
    [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "renewed", attempts: 2 });
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(2);
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 30 * DAY_MS);
    const ledger = await ledgerOf(user.id);
    expect(ledger.filter((r) => r.source === "grace").map((r) => r.days)).toEqual([
      (graced - endAt) / DAY_MS,
      -(graced - endAt) / DAY_MS,
    ]);
    expect((await renewalOf(token)).state).toBe("scheduled");
    expect((await mailsTo(user.email)).map((m) => m.subject)[1]).toBe(`Kuitansi untuk ${pkg.name}`);
  });

  it("a charge Xendit settles later: its failure webhook declines the try once, its capture renews once", async () => {
    const { token, user, endAt, pkg } = await subscriber({ endsIn: 12 * HOUR });
    const { tokenId } = await linkWithXendit(token);
    await fetch(`${base}/_test/xendit-token/${tokenId}`, { method: "POST", body: JSON.stringify({ pending: true }) });
    const first = Date.now();
    await runRenewals(db(), xenditEnv, first);
    let [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "charging", attempts: 1 });
    const [charge] = await chargesOf(cycle?.transactionId as string);
    await fetch(`${base}/_test/xendit-payment/${charge?.payment_request_id}`, {
      method: "POST",
      body: JSON.stringify({ status: "FAILED", failure_code: "ACCOUNT_ACCESS_BLOCKED" }),
    });
    const failure = { event: "payment.failure", data: { payment_request_id: charge?.payment_request_id } };
    const outcomes = [];
    for (const _ of [1, 2])
      outcomes.push((await (await xenditCallback(failure)).json<{ data: { outcome: string } }>()).data.outcome);
    expect(outcomes).toEqual(["declined", "duplicate"]);
    [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({
      status: "retrying",
      failureCode: "ACCOUNT_ACCESS_BLOCKED",
      nextAttemptAt: first + DAY_MS,
    });
    expect((await mailsTo(user.email)).filter((m) => m.subject.startsWith("We couldn't renew"))).toHaveLength(1);

    // The retry is captured later: the webhook completes the renewal once, from the old end date.
    await runRenewals(db(), xenditEnv, first + DAY_MS);
    const charges = await chargesOf(cycle?.transactionId as string);
    expect(charges).toHaveLength(2);
    await fetch(`${base}/_test/xendit-payment/${charges[1]?.payment_request_id}`, {
      method: "POST",
      body: JSON.stringify({ status: "SUCCEEDED" }),
    });
    const capture = { event: "payment.capture", data: { payment_request_id: charges[1]?.payment_request_id } };
    const captured = [];
    for (const _ of [1, 2])
      captured.push((await (await xenditCallback(capture)).json<{ data: { outcome: string } }>()).data.outcome);
    expect(captured[0]).toBe("completed");
    expect(["duplicate", "already_completed"]).toContain(captured[1]);
    expect((await cycleOf(user.id))[0]?.status).toBe("renewed");
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + pkg.days * DAY_MS);
  });

  it("after the last try it is past due: access lasts through the grace, then the subscription ends", async () => {
    const { token, user, endAt } = await subscriber({ endsIn: 3 * DAY_MS });
    await linkWithXendit(token, { declines: true });
    const first = endAt - 12 * HOUR;
    for (const at of [first, first + DAY_MS, first + 3 * DAY_MS]) await runRenewals(db(), xenditEnv, at);
    const [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "past_due", attempts: 3, nextAttemptAt: null });
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(3);
    const accessUntil = (await subscriptionOf(user.id))?.endAt as number;
    // To the last try, 2 days past the end, and 3 days of grace (RENEWAL_GRACE_DAYS) after it.
    expect(accessUntil).toBe(endAt + 5 * DAY_MS);
    expect(await renewalOf(token)).toMatchObject({
      state: "past_due",
      nextChargeAt: null,
      accessUntil: new Date(accessUntil).toISOString(),
    });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.text).toContain("That was our last try");

    // Still in the grace: nothing ends; after it, the cycle ends and its transaction with it.
    await runRenewals(db(), xenditEnv, accessUntil - HOUR);
    expect((await cycleOf(user.id))[0]?.status).toBe("past_due");
    await runRenewals(db(), xenditEnv, accessUntil + 60_000);
    expect((await cycleOf(user.id))[0]?.status).toBe("ended");
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, cycle?.transactionId as string) });
    expect(tx?.status).toBe("canceled");
    expect((await subscriptionOf(user.id))?.endAt).toBe(accessUntil);
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(3);
  });

  it("the grace follows RENEWAL_GRACE_DAYS", async () => {
    const { token, user, endAt } = await subscriber({ endsIn: 12 * HOUR });
    await linkWithXendit(token, { declines: true });
    await runRenewals(db(), { ...xenditEnv, RENEWAL_GRACE_DAYS: "7" }, Date.now());
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 9 * DAY_MS);
  });

  it("uses the package's current price, and the heads-up 3 days before the charge says it changed", async () => {
    const { token, user, pkg, endAt } = await subscriber({ endsIn: 6 * DAY_MS, locale: "id" });
    const paidAt = Date.now() - 20 * DAY_MS;
    await db().insert(transactions).values({
      userId: user.id,
      packageId: pkg.id,
      packageName: pkg.name,
      days: 30,
      provider: "xendit",
      amount: 50_000,
      currency: "IDR",
      status: "completed",
      createdAt: paidAt,
      updatedAt: paidAt,
      completedAt: paidAt,
    });
    await db().update(packages).set({ price: 55_000 }).where(eq(packages.id, pkg.id));
    await linkWithXendit(token);
    // Four days before the end is three days before the charge; overlapping runs mail once.
    const headsUpAt = endAt - 4 * DAY_MS + HOUR;
    await Promise.all([runRenewals(db(), xenditEnv, headsUpAt), runRenewals(db(), xenditEnv, headsUpAt)]);
    await runRenewals(db(), xenditEnv, headsUpAt + DAY_MS);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Langganan .* kamu diperpanjang pada/);
    expect(mails[0]?.text).toMatch(/sebelumnya Rp\s?50\.000, sekarang Rp\s?55\.000/);
    expect(mails[0]?.text).toContain("DANA ••••1234");
    expect(mails[0]?.text).toContain("/id/panel#auto-renew");
    // Reminders give way to the heads-up while auto-renew is on.
    await sendRenewalReminders(db(), xenditEnv, endAt - 2 * DAY_MS);
    expect(await mailsTo(user.email)).toHaveLength(1);

    await runRenewals(db(), xenditEnv, endAt - 12 * HOUR);
    const [cycle] = await cycleOf(user.id);
    expect(cycle).toMatchObject({ status: "renewed", amount: 55_000 });
    expect((await chargesOf(cycle?.transactionId as string))[0]?.request_amount).toBe(55_000);
  });

  it("turned off before the charge: no charge, access to the end date, and the reminders come back", async () => {
    const { token, user, endAt } = await subscriber({ endsIn: 3 * DAY_MS });
    await linkWithXendit(token);
    const off = await sandbox("/api/subscriptions/renewal", { method: "DELETE", token });
    expect(off.status).toBe(200);
    expect((await off.json<{ data: Renewal }>()).data).toMatchObject({ autoRenew: false, state: "off", method: null });
    await runRenewals(db(), xenditEnv, endAt - 12 * HOUR);
    expect(await cycleOf(user.id)).toHaveLength(0);
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt);
    expect(await sendRenewalReminders(db(), xenditEnv, endAt - 12 * HOUR)).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(user.email)).map((m) => m.subject)[0]).toMatch(/subscription ends on/);
  });

  it("turned off while retrying: the grace is taken back and no try is left", async () => {
    const { token, user, endAt } = await subscriber({ endsIn: 3 * DAY_MS });
    await linkWithXendit(token, { declines: true });
    await runRenewals(db(), xenditEnv, endAt - 12 * HOUR);
    expect((await subscriptionOf(user.id))?.endAt).toBeGreaterThan(endAt);
    await sandbox("/api/subscriptions/renewal", { method: "DELETE", token });
    const [cycle] = await cycleOf(user.id);
    expect(cycle?.status).toBe("canceled");
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt);
    await runRenewals(db(), xenditEnv, endAt + DAY_MS);
    expect(await chargesOf(cycle?.transactionId as string)).toHaveLength(1);
  });
});

describe("auto-renew: Pay now (issue 43)", () => {
  it("a payment during the grace renews from the old end date and settles the failing cycle", async () => {
    const { token, user, pkg, endAt } = await subscriber({ endsIn: 3 * DAY_MS });
    const start = await sandbox("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "DANA" } });
    const linkPath = new URL((await start.json<{ data: { linkUrl: string } }>()).data.linkUrl).pathname;
    const cookie = /sandbox_owner=[^;]*/.exec(start.headers.get("set-cookie") ?? "")?.[0] ?? "";
    await sandbox(`${linkPath}/decline`, { method: "POST", cookie });
    expect((await renewalOf(token)).method?.label).toBe("DANA ••••0000");
    // Two declined tries: past the old end date, inside the grace.
    const first = endAt - 12 * HOUR;
    await runRenewals(db(), sandboxEnv, first);
    await runRenewals(db(), sandboxEnv, first + DAY_MS);
    expect((await renewalOf(token)).state).toBe("retrying");

    // "Pay now": an ordinary checkout of the package, paid on the sandbox's payment page.
    const buy = await sandbox("/api/payments", { method: "POST", token, json: { packageUuid: pkg.id } });
    const { transactionUuid } = (await buy.json<{ data: { transactionUuid: string } }>()).data;
    const owner = /sandbox_owner=[^;]*/.exec(buy.headers.get("set-cookie") ?? "")?.[0] ?? "";
    const paid = await sandbox(`/api/payments/sandbox/${transactionUuid}/pay`, { method: "POST", cookie: owner });
    expect(paid.status).toBe(303);

    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 30 * DAY_MS);
    const manual = await db().query.transactions.findFirst({ where: eq(transactions.id, transactionUuid) });
    expect(manual).toMatchObject({ status: "completed", isRenewal: true });
    const [cycle] = await cycleOf(user.id);
    expect(cycle?.status).toBe("recovered");
    const renewalTx = await db().query.transactions.findFirst({
      where: eq(transactions.id, cycle?.transactionId as string),
    });
    expect(renewalTx?.status).toBe("canceled");
    expect(await renewalOf(token)).toMatchObject({ state: "scheduled", payNow: null, accessUntil: null });
    // The next cycle is charged again as usual; the old one is never tried again.
    await runRenewals(db(), sandboxEnv, first + 3 * DAY_MS);
    expect((await cycleOf(user.id)).map((c) => c.status)).toEqual(["recovered"]);
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith("Your receipt"))).toHaveLength(1);
  });
});

describe("auto-renew: the Worker's triggers (issue 43)", () => {
  it("the hourly trigger charges what is due; the 10-minute one leaves renewals alone", async () => {
    const { token, user, endAt } = await subscriber({ endsIn: 12 * HOUR });
    const start = await sandbox("/api/subscriptions/renewal", { method: "POST", token, json: { channel: "DANA" } });
    const linkPath = new URL((await start.json<{ data: { linkUrl: string } }>()).data.linkUrl).pathname;
    const cookie = /sandbox_owner=[^;]*/.exec(start.headers.get("set-cookie") ?? "")?.[0] ?? "";
    await sandbox(`${linkPath}/link`, { method: "POST", cookie });
    const fire = async (cron: string) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await fire("*/10 * * * *");
    expect(await cycleOf(user.id)).toHaveLength(0);
    await fire(RENEWALS_CRON);
    expect((await cycleOf(user.id))[0]?.status).toBe("renewed");
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt + 30 * DAY_MS);
  });
});

describe("admin: Renewals page and statistics (issue 43)", () => {
  it("lists upcoming charges, retrying, past due and recovered renewals with their subscriber and transactions", async () => {
    const admin = await signInAdmin();
    const upcoming = await subscriber({ endsIn: 5 * DAY_MS });
    await linkWithXendit(upcoming.token);
    const pastDue = await subscriber({ endsIn: 12 * HOUR });
    await linkWithXendit(pastDue.token, { declines: true });
    const first = Date.now();
    for (const at of [first, first + DAY_MS, first + 3 * DAY_MS]) await runRenewals(db(), xenditEnv, at);
    const recovered = await subscriber({ endsIn: 12 * HOUR });
    const recovering = await linkWithXendit(recovered.token, { declines: true });
    await runRenewals(db(), xenditEnv, first);
    await setDeclines(recovering.tokenId, false);
    await runRenewals(db(), xenditEnv, first + DAY_MS);
    // Last, so that the runs above, days ahead, do not try it again.
    const retrying = await subscriber({ endsIn: 12 * HOUR });
    await linkWithXendit(retrying.token, { declines: true });
    await runRenewals(db(), xenditEnv, Date.now());

    expect((await sandbox("/api/renewals", { token: upcoming.token })).status).toBe(403);
    const res = await sandbox("/api/renewals", { token: admin.token });
    expect(res.status).toBe(200);
    const data = (await res.json<{ data: Record<string, { user: { uuid: string }; [k: string]: unknown }[]> }>()).data;
    const find = (list: string, userId: string) => data[list]?.find((r) => r.user.uuid === userId);
    expect(find("upcoming", upcoming.user.id)).toMatchObject({
      packageName: upcoming.pkg.name,
      amount: 50_000,
      method: "DANA ••••1234",
      chargeAt: new Date(upcoming.endAt - DAY_MS).toISOString(),
      transactionUuid: null,
    });
    expect(find("retrying", retrying.user.id)).toMatchObject({ attempts: 1, failureCode: "INSUFFICIENT_BALANCE" });
    expect(find("retrying", retrying.user.id)?.transactionUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(find("past_due", pastDue.user.id)).toMatchObject({ attempts: 3, chargeAt: null });
    const back = find("recovered", recovered.user.id);
    expect(back).toMatchObject({ attempts: 2 });
    expect(back?.paidTransactionUuid).toBe(back?.transactionUuid);
    // Each subscriber is in one list only.
    expect(find("upcoming", retrying.user.id)).toBeUndefined();
    expect(find("retrying", pastDue.user.id)).toBeUndefined();
  });

  it("counts renewals, churn, the renewal rate and recurring revenue by month from the daily figures", async () => {
    const admin = await signInAdmin();
    const at = (iso: string) => Date.parse(iso);
    const paid = async (userId: string, when: number, amount: number, isRenewal = false) =>
      db().insert(transactions).values({
        userId,
        packageName: "Stats",
        days: 30,
        provider: "xendit",
        amount,
        currency: "IDR",
        status: "completed",
        createdAt: when,
        updatedAt: when,
        completedAt: when,
        isRenewal,
      });
    const loyal = await createUser();
    await paid(loyal.id, at("2024-03-10T08:00:00Z"), 50_000);
    await paid(loyal.id, at("2024-04-09T08:00:00Z"), 55_000, true);
    const newcomer = await createUser();
    await paid(newcomer.id, at("2024-04-01T08:00:00Z"), 50_000);
    // A pending payment that completes later counts when it completes.
    const [late] = await db()
      .insert(transactions)
      .values({
        userId: newcomer.id,
        packageName: "Stats",
        days: 30,
        provider: "xendit",
        amount: 50_000,
        currency: "IDR",
        status: "pending",
      })
      .returning();
    await db()
      .update(transactions)
      .set({ status: "completed", completedAt: at("2024-04-30T08:00:00Z"), isRenewal: true })
      .where(eq(transactions.id, late?.id as string));
    const gone = await createUser();
    await db()
      .insert(subscriptions)
      .values({ userId: gone.id, endAt: at("2024-04-20T08:00:00Z") });

    const stats = await renewalStatistics(db(), 3, at("2024-05-15T08:00:00Z"));
    expect(stats.months).toEqual([
      { month: "2024-03", renewals: 0, churned: 0, renewalRate: null, revenue: {} },
      { month: "2024-04", renewals: 2, churned: 1, renewalRate: 2 / 3, revenue: { IDR: 105_000 } },
      { month: "2024-05", renewals: 0, churned: 0, renewalRate: null, revenue: {} },
    ]);
    const res = await sandbox("/api/renewals/statistics?months=25", { token: admin.token });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("months");
  });
});

describe("renewals in the figures (issue 43)", () => {
  it("a first purchase is no renewal; the next purchase by the same subscriber is", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const [pkg] = await insertPackagesOnSale([
      { name: `Figures ${crypto.randomUUID().slice(0, 8)}`, price: 20_000, days: 30 },
    ]);
    const first = await buy(token, pkg?.id as string);
    await payThroughSandboxPage(first.transactionUuid);
    const second = await buy(token, pkg?.id as string);
    await payThroughSandboxPage(second.transactionUuid);
    const rows = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(asc(transactions.completedAt));
    expect(rows.map((r) => [r.status, r.isRenewal])).toEqual([
      ["completed", false],
      ["completed", true],
    ]);
  });
});
