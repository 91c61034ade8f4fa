import { env } from "cloudflare:workers";
import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from "@app/shared/messages";
import type { VoucherPreview, VoucherPreviewResult } from "@app/shared/schemas/commerce";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createPackages,
  healStorage,
  injectStorageFailure,
  ledgerOf,
  subscriptionOf as sub,
  type TestPackage,
} from "../../../test/commerce.ts";
import { documentedData } from "../../../test/expect-documented.ts";
import { app, call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { packages, subscriptions, voucherRedemptions, vouchers } from "../../db/schema.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { previewVoucher, redeemVoucher } from "./vouchers.service.ts";

let admin: { token: string };
let pkgA: TestPackage;
let pkgB: TestPackage;
const names: Record<string, string> = {};

beforeAll(async () => {
  admin = await signInAdmin();
  [pkgA, pkgB] = await createPackages();
  for (const row of await db().select({ id: packages.id, name: packages.name }).from(packages))
    names[row.id] = row.name;
});

async function createVoucher(json: Record<string, unknown>) {
  const res = await call("/api/vouchers", {
    method: "POST",
    token: admin.token,
    json: { packageUuid: pkgA.id, days: 7, ...json },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ data: { uuid: string; code: string }[] }>()).data;
}

describe("vouchers", () => {
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

/** A signed-in user with, optionally, a subscription row as given (the package "Starter" is A, "Pro" is B). */
async function customer(subscription?: Partial<typeof subscriptions.$inferInsert>) {
  const user = await createUser();
  if (subscription)
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, ...subscription });
  return { user, token: (await signIn(user.email)).token };
}

const preview = (token: string, code: string) =>
  call("/api/vouchers/preview", { method: "POST", token, json: { code } });

/** The preview's answer, checked against its documented schema. */
async function previewResultOf(token: string, code: string) {
  const res = await preview(token, code);
  expect(res.status, await res.clone().text()).toBe(200);
  return documentedData<VoucherPreviewResult>("POST", "/api/vouchers/preview", res);
}

/** What redeeming `code` would do: the preview of a code that is not refused. */
async function previewOf(token: string, code: string): Promise<VoucherPreview> {
  const result = await previewResultOf(token, code);
  if (!result.redeemable) throw new Error(`${code} was refused: ${result.refusal.code}`);
  return result.preview;
}

/** The preview of a code the service would redeem (time given). */
async function servicePreview(userId: string, code: string, now: number): Promise<VoucherPreview> {
  const result = await previewVoucher(db(), userId, code, now);
  if (!result.redeemable) throw new Error(`${code} was refused: ${result.refusal.code}`);
  return result.preview;
}

const redemptionsOf = (userId: string) =>
  db().select().from(voucherRedemptions).where(eq(voucherRedemptions.userId, userId));

describe("a voucher names a package: extend, switch or start, and the preview says which first", () => {
  it("a Pro voucher on an active Starter subscription switches to Pro now, the unused days carried over", async () => {
    const now = Date.now();
    const startAt = now - 18 * DAY_MS;
    const endAt = now + 12 * DAY_MS;
    const { user, token } = await customer({ packageId: pkgA.id, startAt, endAt });
    const [voucher] = await createVoucher({ packageUuid: pkgB.id, days: 90 });
    const code = voucher?.code as string;

    const seen = await previewOf(token, code.toLowerCase());
    expect(seen).toEqual({
      code,
      packageUuid: pkgB.id,
      packageName: names[pkgB.id],
      days: 90,
      effect: "switch",
      currentPackageName: names[pkgA.id],
      carriedDays: 12,
      endDate: new Date(endAt + 90 * DAY_MS).toISOString(),
    });
    // The preview used nothing: the voucher, the subscription and the ledger are as they were.
    const row = await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher?.uuid as string) });
    expect(row?.redeemedCount).toBe(0);
    expect(await redemptionsOf(user.id)).toEqual([]);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await sub(user.id)).toMatchObject({ packageId: pkgA.id, startAt, endAt });

    const before = Date.now();
    const res = await call("/api/vouchers/redeem", { method: "POST", token, json: { code } });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { endDate: string } }>()).data.endDate).toBe(seen.endDate);
    const after = await sub(user.id);
    expect(after?.packageId).toBe(pkgB.id);
    expect(after?.endAt).toBe(endAt + 90 * DAY_MS);
    expect(after?.startAt).toBeGreaterThanOrEqual(before);
    expect(await ledgerOf(user.id)).toEqual([
      expect.objectContaining({
        source: "voucher",
        packageId: pkgB.id,
        days: 90,
        endBefore: endAt,
        endAfter: endAt + 90 * DAY_MS,
        banked: false,
      }),
    ]);
    const history = await (await call("/api/users/vouchers", { token })).json<{
      data: { package: string; status: string }[];
    }>();
    expect(history.data).toEqual([expect.objectContaining({ package: names[pkgB.id], status: "applied" })]);
    const info = await (await call("/api/user-information", { token })).json<{
      data: { package: { uuid: string } | null; endDate: string };
    }>();
    expect(info.data.package?.uuid).toBe(pkgB.id);
    expect(info.data.endDate).toBe(seen.endDate);
  });

  it("a voucher for the current package extends its end and keeps its start", async () => {
    const now = Date.now();
    const startAt = now - 5 * DAY_MS;
    const endAt = now + 25 * DAY_MS;
    const { user, token } = await customer({ packageId: pkgB.id, startAt, endAt });
    const [voucher] = await createVoucher({ packageUuid: pkgB.id, days: 30 });
    const code = voucher?.code as string;
    expect(await previewOf(token, code)).toMatchObject({
      effect: "extend",
      packageName: names[pkgB.id],
      currentPackageName: names[pkgB.id],
      carriedDays: 0,
      endDate: new Date(endAt + 30 * DAY_MS).toISOString(),
    });
    expect((await call("/api/vouchers/redeem", { method: "POST", token, json: { code } })).status).toBe(200);
    expect(await sub(user.id)).toMatchObject({ packageId: pkgB.id, startAt, endAt: endAt + 30 * DAY_MS });
    expect(await ledgerOf(user.id)).toEqual([expect.objectContaining({ packageId: pkgB.id, days: 30 })]);
  });

  it("with no subscription it starts the voucher's package now", async () => {
    const now = Date.UTC(2026, 5, 1);
    const { user } = await customer();
    const [voucher] = await createVoucher({ packageUuid: pkgB.id, days: 30 });
    const code = voucher?.code as string;
    expect(await servicePreview(user.id, code, now)).toMatchObject({
      effect: "start",
      packageUuid: pkgB.id,
      currentPackageName: null,
      carriedDays: 0,
      endDate: new Date(now + 30 * DAY_MS).toISOString(),
    });
    await redeemVoucher(db(), user.id, code, now);
    expect(await sub(user.id)).toMatchObject({ packageId: pkgB.id, startAt: now, endAt: now + 30 * DAY_MS });
  });

  it("after expiry it starts the voucher's package now, with the banked days", async () => {
    const now = Date.UTC(2026, 5, 1);
    const { user } = await customer({
      packageId: pkgA.id,
      startAt: now - 35 * DAY_MS,
      endAt: now - 5 * DAY_MS,
      bankedDays: 3,
    });
    const [voucher] = await createVoucher({ packageUuid: pkgB.id, days: 30 });
    const code = voucher?.code as string;
    expect(await servicePreview(user.id, code, now)).toMatchObject({
      effect: "start",
      currentPackageName: null,
      carriedDays: 3,
      endDate: new Date(now + 33 * DAY_MS).toISOString(),
    });
    const result = await redeemVoucher(db(), user.id, code, now);
    expect(result.endDate).toBe(new Date(now + 33 * DAY_MS).toISOString());
    expect(await sub(user.id)).toMatchObject({
      packageId: pkgB.id,
      startAt: now,
      endAt: now + 33 * DAY_MS,
      bankedDays: 0,
    });
    expect(await ledgerOf(user.id)).toEqual([
      expect.objectContaining({ packageId: pkgB.id, days: 33, endBefore: now - 5 * DAY_MS }),
    ]);
  });

  it("a voucher whose package is gone gives bonus days: added while active, otherwise banked", async () => {
    const code = `BONUS-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    await db().insert(vouchers).values({ code, packageId: null, days: 5, maxRedemptions: 10 });
    const now = Date.now();
    const endAt = now + 10 * DAY_MS;
    const active = await customer({ packageId: pkgA.id, startAt: now - DAY_MS, endAt });
    expect(await previewOf(active.token, code)).toMatchObject({
      effect: "bonus",
      packageUuid: null,
      packageName: null,
      currentPackageName: names[pkgA.id],
      endDate: new Date(endAt + 5 * DAY_MS).toISOString(),
    });
    const none = await customer();
    expect(await previewOf(none.token, code)).toMatchObject({ effect: "bonus", endDate: null, carriedDays: 0 });
  });

  it("the preview answers a refused code (200) with the code and message redeem gives as its error", async () => {
    const { token } = await customer();
    /** The preview's refusal, and the error redeem answers for the same code at the same moment. */
    const refusal = async (code: string) => {
      const result = await previewResultOf(token, code);
      if (result.redeemable) throw new Error(`${code} was not refused`);
      return [result.refusal.code, result.refusal.message];
    };
    const redeemError = async (code: string) => {
      const res = await call("/api/vouchers/redeem", { method: "POST", token, json: { code } });
      const body = await errorOf(res);
      expect(body.details?.fields).toEqual([expect.objectContaining({ field: "code", code: body.code })]);
      return [res.status, body.code, body.message];
    };
    expect(await refusal("NO-SUCH-CODE")).toEqual(["VOUCHER_UNKNOWN", VOUCHER_ERRORS.unknown]);
    expect(await redeemError("NO-SUCH-CODE")).toEqual([404, "VOUCHER_UNKNOWN", VOUCHER_ERRORS.unknown]);
    const [disabled] = await createVoucher({ status: "disabled" });
    expect(await refusal(disabled?.code as string)).toEqual(["VOUCHER_DISABLED", VOUCHER_ERRORS.disabled]);
    expect(await redeemError(disabled?.code as string)).toEqual([422, "VOUCHER_DISABLED", VOUCHER_ERRORS.disabled]);
    const [expired] = await createVoucher({ redeemBy: new Date(Date.now() - 1000).toISOString() });
    expect(await refusal(expired?.code as string)).toEqual(["VOUCHER_EXPIRED", VOUCHER_ERRORS.expired]);
    expect(await redeemError(expired?.code as string)).toEqual([422, "VOUCHER_EXPIRED", VOUCHER_ERRORS.expired]);
    const [single] = await createVoucher({ maxRedemptions: 1 });
    const other = await customer();
    expect(
      (await call("/api/vouchers/redeem", { method: "POST", token: other.token, json: { code: single?.code } })).status,
    ).toBe(200);
    expect(await refusal(single?.code as string)).toEqual(["VOUCHER_USED_UP", VOUCHER_ERRORS.usedUp]);
    expect(await redeemError(single?.code as string)).toEqual([409, "VOUCHER_USED_UP", VOUCHER_ERRORS.usedUp]);
    const [mine] = await createVoucher({ maxRedemptions: 5 });
    expect((await call("/api/vouchers/redeem", { method: "POST", token, json: { code: mine?.code } })).status).toBe(
      200,
    );
    expect(await refusal(mine?.code as string)).toEqual(["VOUCHER_ALREADY_REDEEMED", VOUCHER_ERRORS.alreadyRedeemed]);
    expect(await redeemError(mine?.code as string)).toEqual([
      409,
      "VOUCHER_ALREADY_REDEEMED",
      VOUCHER_ERRORS.alreadyRedeemed,
    ]);
    // A refused preview used nothing either.
    const row = await db().query.vouchers.findFirst({ where: eq(vouchers.id, mine?.uuid as string) });
    expect(row?.redeemedCount).toBe(1);

    // Input that is not a code, and a caller who is not signed in, stay errors.
    const emptyRes = await preview(token, "  ");
    expect(emptyRes.status).toBe(400);
    const empty = await errorOf(emptyRes);
    expect(empty.code).toBe("VALIDATION_ERROR");
    expect(empty.details?.fields?.map((f) => f.field)).toEqual(["code"]);
    expect((await call("/api/vouchers/preview", { method: "POST", json: { code: mine?.code } })).status).toBe(401);
  });

  it("preview and redeem share one rate limit, so the preview gives a guesser no extra tries", async () => {
    const strict = { ...env, RATE_LIMIT_AUTH: "3/86400" };
    const { token } = await customer();
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const post = (path: string) =>
      app.request(
        path,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "cf-connecting-ip": ip },
          body: JSON.stringify({ code: "NO-SUCH-CODE" }),
        },
        strict,
      );
    const statuses = [];
    for (const path of ["/api/vouchers/preview", "/api/vouchers/redeem", "/api/vouchers/preview"])
      statuses.push((await post(path)).status);
    // The preview answers the unknown code (200, refused), redeem refuses it (404): all three count.
    expect(statuses).toEqual([200, 404, 200]);
    const limited = await post("/api/vouchers/redeem");
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe("RATE_LIMITED");
    expect((await post("/api/vouchers/preview")).status).toBe(429);
  });
});

describe("storage failures answer 503 with a retry hint and change nothing", () => {
  it("voucher redemption: the voucher's count and the subscription stay as they were", async () => {
    const created = await call("/api/vouchers", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkgA.id, days: 7, maxRedemptions: 1 },
    });
    const [voucher] = (await created.json<{ data: { uuid: string; code: string }[] }>()).data;
    const user = await createUser();
    const { token } = await signIn(user.email);
    await injectStorageFailure("voucher_redemptions");
    try {
      const res = await call("/api/vouchers/redeem", { method: "POST", token, json: { code: voucher?.code } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await healStorage();
    }
    const row = await db().query.vouchers.findFirst({ where: (v, { eq }) => eq(v.id, voucher?.uuid as string) });
    expect(row?.redeemedCount).toBe(0);
    expect(await sub(user.id)).toBeUndefined();
    const retry = await call("/api/vouchers/redeem", { method: "POST", token, json: { code: voucher?.code } });
    expect(retry.status).toBe(200);
  });
});
