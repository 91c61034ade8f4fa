import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from "@app/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createPackages,
  healStorage,
  injectStorageFailure,
  subscriptionOf as sub,
  type TestPackage,
} from "../../../test/commerce.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { redeemVoucher } from "./vouchers.service.ts";

let admin: { token: string };
let pkgA: TestPackage;

beforeAll(async () => {
  admin = await signInAdmin();
  [pkgA] = await createPackages();
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
