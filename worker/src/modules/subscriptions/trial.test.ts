import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertPackagesOnSale, ledgerOf, subscriptionOf } from "../../../test/commerce.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { packages, subscriptions, transactions, trialClaims } from "../../db/schema.ts";
import { canonicalEmail } from "../../lib/email.ts";
import { applyGrant, DAY_MS } from "./subscriptions.service.ts";
import { hashLegacyTrialPhones } from "./trial.service.ts";

const TRIAL_DAYS = 5;
let trialPackage: { id: string; name: string };
let admin: { token: string };

/** A phone number of its own: the claim is once per phone, and the factory's default is shared. */
const uniquePhone = () => `+62812${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function newUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ phone: uniquePhone(), emailVerifiedAt: Date.now(), ...overrides });
  return { ...user, token: (await signIn(user.email)).token };
}

async function offerOf(token: string) {
  const res = await call("/api/subscriptions/trial", { token });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { packageUuid: string; packageName: string; days: number } | null }>()).data;
}

/** A claim from an address of its own unless one is given: the claims per address are capped. */
const claim = (token: string, ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) =>
  call("/api/subscriptions/trial", { method: "POST", token, headers: { "cf-connecting-ip": ip } });

beforeAll(async () => {
  admin = await signInAdmin();
  const now = Date.now();
  trialPackage = { id: crypto.randomUUID(), name: `Trial ${now}` };
  await insertPackagesOnSale([
    { ...trialPackage, price: 49_000, currency: "IDR", days: 30, trialDays: TRIAL_DAYS, createdAt: now },
    { id: crypto.randomUUID(), name: `Paid ${now}`, price: 99_000, currency: "IDR", days: 30, createdAt: now },
  ]);
});

describe("GET /api/subscriptions/trial", () => {
  it("answers 401 without a session", async () => {
    expect((await call("/api/subscriptions/trial")).status).toBe(401);
  });

  it("offers the trial package's days to a new customer", async () => {
    const user = await newUser();
    expect(await offerOf(user.token)).toEqual({
      packageUuid: trialPackage.id,
      packageName: trialPackage.name,
      days: TRIAL_DAYS,
      emailVerified: true,
      blockedBy: null,
    });
  });

  it("offers nothing while no package has trial days, and the claim is refused", async () => {
    const user = await newUser();
    const setTrialDays = (trialDays: number) =>
      call(`/api/packages-subscriptions/${trialPackage.id}`, {
        method: "PUT",
        token: admin.token,
        json: { trialDays },
      });
    expect((await setTrialDays(0)).status).toBe(200);
    try {
      expect(await offerOf(user.token)).toBeNull();
      const res = await claim(user.token);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("TRIAL_UNAVAILABLE");
      expect(await subscriptionOf(user.id)).toBeUndefined();
    } finally {
      expect((await setTrialDays(TRIAL_DAYS)).status).toBe(200);
    }
    expect(await offerOf(user.token)).not.toBeNull();
  });

  it("offers nothing to an inactive trial package", async () => {
    const user = await newUser();
    await db().update(packages).set({ status: "inactive" }).where(eq(packages.id, trialPackage.id));
    try {
      expect(await offerOf(user.token)).toBeNull();
    } finally {
      await db().update(packages).set({ status: "active" }).where(eq(packages.id, trialPackage.id));
    }
  });

  it("says nothing to a user whose subscription is running", async () => {
    const user = await newUser();
    await applyGrant(db(), user.id, "payment", `now-${user.id}`, {
      kind: "purchase",
      packageId: trialPackage.id,
      days: 30,
    });
    expect(await offerOf(user.token)).toBeNull();
  });

  it("tells a user who had a subscription, even an expired one, that the trial is not for them, and refuses the claim", async () => {
    const user = await newUser();
    const longAgo = Date.now() - 90 * DAY_MS;
    await applyGrant(
      db(),
      user.id,
      "payment",
      `old-${user.id}`,
      { kind: "purchase", packageId: trialPackage.id, days: 30 },
      longAgo,
    );
    expect(await offerOf(user.token)).toMatchObject({ blockedBy: "TRIAL_NOT_ELIGIBLE" });
    const res = await claim(user.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("TRIAL_NOT_ELIGIBLE");
    expect((await subscriptionOf(user.id))?.endAt).toBe(longAgo + 30 * DAY_MS);
  });

  it("tells a user with a completed payment that the trial is not for them", async () => {
    const user = await newUser();
    await db().insert(transactions).values({
      userId: user.id,
      packageId: trialPackage.id,
      packageName: trialPackage.name,
      days: 30,
      provider: "sandbox",
      amount: 49_000,
      currency: "IDR",
      status: "completed",
      completedAt: Date.now(),
    });
    expect(await offerOf(user.token)).toMatchObject({ blockedBy: "TRIAL_NOT_ELIGIBLE" });
  });

  it("tells a user without a phone number to add one, and refuses the claim", async () => {
    const user = await newUser({ phone: null });
    expect(await offerOf(user.token)).toMatchObject({ blockedBy: "TRIAL_PHONE_REQUIRED" });
    const res = await claim(user.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("TRIAL_PHONE_REQUIRED");
  });
});

describe("POST /api/subscriptions/trial", () => {
  it("starts the trial package now for its trial days, with a ledger row and the claim", async () => {
    const user = await newUser();
    const before = Date.now();
    const res = await claim(user.token);
    const after = Date.now();
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: { packageUuid: string; days: number; endDate: string } }>();
    expect(data).toMatchObject({ packageUuid: trialPackage.id, packageName: trialPackage.name, days: TRIAL_DAYS });

    const sub = await subscriptionOf(user.id);
    expect(sub?.packageId).toBe(trialPackage.id);
    expect(sub?.startAt).toBeGreaterThanOrEqual(before);
    expect(sub?.startAt).toBeLessThanOrEqual(after);
    // The end date is the start plus exactly the trial days.
    expect(sub?.endAt).toBe((sub?.startAt ?? 0) + TRIAL_DAYS * DAY_MS);
    expect(new Date(data.endDate).getTime()).toBe(sub?.endAt);
    expect((await ledgerOf(user.id)).map((l) => [l.source, l.sourceId, l.packageId, l.days, l.endBefore])).toEqual([
      ["trial", user.id, trialPackage.id, TRIAL_DAYS, null],
    ]);
    const stored = await db().query.trialClaims.findFirst({ where: eq(trialClaims.userId, user.id) });
    // The phone and the address are keyed hashes, never in clear; the mailbox is its canonical form.
    expect(stored).toMatchObject({ phone: null, emailCanonical: user.emailCanonical, subscriptionId: sub?.id });
    expect(stored?.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain((user.phone as string).slice(1));

    const info = await call("/api/user-information", { token: user.token });
    expect((await info.json<{ data: { status: string } }>()).data.status).toBe("Active");
    expect(await offerOf(user.token)).toBeNull();
  });

  it("works once: a second claim is refused and changes nothing", async () => {
    const user = await newUser();
    expect((await claim(user.token)).status).toBe(201);
    const endAt = (await subscriptionOf(user.id))?.endAt;
    const again = await claim(user.token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("TRIAL_ALREADY_USED");
    expect((await subscriptionOf(user.id))?.endAt).toBe(endAt);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it("a double click starts one trial", async () => {
    const user = await newUser();
    const answers = await Promise.all([claim(user.token), claim(user.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await errorOf(answers.find((r) => r.status === 409) as Response)).code).toBe("TRIAL_ALREADY_USED");
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect((await subscriptionOf(user.id))?.endAt).toBe(
      ((await subscriptionOf(user.id))?.startAt ?? 0) + TRIAL_DAYS * DAY_MS,
    );
  });

  it("another account with the same phone number is refused", async () => {
    const phone = uniquePhone();
    const first = await newUser({ phone });
    const second = await newUser({ phone });
    expect((await claim(first.token)).status).toBe(201);
    expect(await offerOf(second.token)).toMatchObject({ blockedBy: "TRIAL_ALREADY_USED" });
    const res = await claim(second.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("TRIAL_ALREADY_USED");
    expect(await subscriptionOf(second.id)).toBeUndefined();
  });

  it("one mailbox under several spellings gets one trial", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const spellings = [`a.b${tag}+1@gmail.com`, `ab${tag}+2@gmail.com`, `a.b${tag}@googlemail.com`];
    const users = [];
    for (const email of spellings) users.push(await newUser({ email, emailCanonical: canonicalEmail(email) }));
    expect((await claim(users[0]?.token as string)).status).toBe(201);
    for (const other of users.slice(1)) {
      expect(await offerOf(other.token)).toMatchObject({ blockedBy: "TRIAL_ALREADY_USED" });
      const res = await claim(other.token);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe("TRIAL_ALREADY_USED");
    }
  });

  it("needs a confirmed email address: offered, but not started before", async () => {
    const user = await newUser({ emailVerifiedAt: null });
    expect(await offerOf(user.token)).toMatchObject({ packageUuid: trialPackage.id, emailVerified: false });
    const res = await claim(user.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("TRIAL_EMAIL_UNVERIFIED");
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });

  it("starts at most three trials a day from one network address", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 3; i++) expect((await claim((await newUser()).token, ip)).status).toBe(201);
    const fourth = await newUser();
    const res = await claim(fourth.token, ip);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe("TRIAL_IP_LIMIT");
    expect(await subscriptionOf(fourth.id)).toBeUndefined();
    expect((await claim(fourth.token)).status).toBe(201);
  });

  it("a claim from before the hashes is found by its number, and the cron hashes it", async () => {
    const phone = uniquePhone();
    const old = await newUser();
    const [sub] = await db()
      .insert(subscriptions)
      .values({
        userId: old.id,
        packageId: trialPackage.id,
        startAt: Date.now() - 90 * DAY_MS,
        endAt: Date.now() - 60 * DAY_MS,
      })
      .returning();
    await db()
      .insert(trialClaims)
      .values({ userId: old.id, phone, claimedAt: Date.now() - 90 * DAY_MS, subscriptionId: sub?.id as string });
    const again = await newUser({ phone });
    expect((await errorOf(await claim(again.token))).code).toBe("TRIAL_ALREADY_USED");
    expect(await hashLegacyTrialPhones(db(), env)).toBeGreaterThanOrEqual(1);
    const hashed = await db().query.trialClaims.findFirst({ where: eq(trialClaims.userId, old.id) });
    expect(hashed).toMatchObject({ phone: null });
    expect(hashed?.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    // Still the same person's number after the hashing.
    expect((await errorOf(await claim(again.token))).code).toBe("TRIAL_ALREADY_USED");
  });

  it("the same phone racing from two accounts starts one trial", async () => {
    const phone = uniquePhone();
    const [a, b] = await Promise.all([newUser({ phone }), newUser({ phone })]);
    const answers = await Promise.all([claim(a.token), claim(b.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const ledgers = [...(await ledgerOf(a.id)), ...(await ledgerOf(b.id))];
    expect(ledgers).toHaveLength(1);
  });
});
