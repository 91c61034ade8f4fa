import { beforeAll, describe, expect, it } from "vitest";
import { createPackages, ledgerOf as ledger, subscriptionOf as sub, type TestPackage } from "../../../test/commerce.ts";
import { call, createUser, db, signIn } from "../../../test/factories.ts";
import { applyGrant, DAY_MS } from "./subscriptions.service.ts";

let pkgA: TestPackage;
let pkgB: TestPackage;

beforeAll(async () => {
  [pkgA, pkgB] = await createPackages();
});

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
