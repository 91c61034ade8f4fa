import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage } from "../../../test/catalogue.ts";
import { call, errorOf, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("packages", () => {
  it("creates with defaults, updates only the given fields, finds by name", async () => {
    const pkg = await makePackage(admin.token, { namePackage: "Family Plan", currency: "idr" });
    expect(pkg).toMatchObject({ currency: "IDR", status: "active" });
    const bad = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: { namePackage: "X", price: 10.5, days: 30 },
    });
    expect((await errorOf(bad)).message).toBe("price must be an integer");

    await call(`/api/packages-subscriptions/${pkg.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "inactive", highlight: true },
    });
    const changed = await json<{ price: number; status: string; highlight: boolean }>(
      await call(`/api/packages-subscriptions/${pkg.uuid}`),
    );
    expect(changed).toMatchObject({ price: 99_000, status: "inactive", highlight: true });
    const byName = await json<{ uuid: string }>(await call("/api/packages-subscriptions/family%20plan"));
    expect(byName.uuid).toBe(pkg.uuid);
    const active = await json<{ uuid: string }[]>(await call("/api/packages-subscriptions?status=active&limit=100"));
    expect(active.map((p) => p.uuid)).not.toContain(pkg.uuid);
    const all = await json<{ uuid: string }[]>(
      await call("/api/packages-subscriptions/list-all", { token: admin.token }),
    );
    expect(all.map((p) => p.uuid)).toContain(pkg.uuid);
  });

  it("free trial days: 0 by default, 0 to 90, on one package at a time", async () => {
    const plain = await makePackage(admin.token);
    expect(plain).toMatchObject({ trialDays: 0 });
    const trial = await makePackage(admin.token, { trialDays: 7 });
    expect(trial).toMatchObject({ trialDays: 7 });
    const tooLong = await call(`/api/packages-subscriptions/${plain.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { trialDays: 91 },
    });
    expect(tooLong.status).toBe(400);

    // A second trial package is refused, on create and on update, naming the field.
    const second = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: { namePackage: `Second ${crypto.randomUUID().slice(0, 6)}`, price: 1000, days: 30, trialDays: 3 },
    });
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe("TRIAL_PACKAGE_TAKEN");
    expect(error.details?.fields?.[0]?.field).toBe("trialDays");
    const update = (uuid: string, trialDays: number) =>
      call(`/api/packages-subscriptions/${uuid}`, { method: "PUT", token: admin.token, json: { trialDays } });
    expect((await update(plain.uuid, 3)).status).toBe(409);
    // The trial package itself can change its days; once it has none, another can have them.
    expect(await json(await update(trial.uuid, 14))).toMatchObject({ trialDays: 14 });
    expect((await update(trial.uuid, 0)).status).toBe(200);
    expect(await json(await update(plain.uuid, 3))).toMatchObject({ trialDays: 3 });
    expect((await update(plain.uuid, 0)).status).toBe(200);
  });
});
