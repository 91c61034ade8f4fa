import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage, makeService } from "../../../test/catalogue.ts";
import { call, createUser, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("packages", () => {
  it("creates with defaults, updates only the given fields, finds by name", async () => {
    const pkg = await makePackage(admin.token, { namePackage: "Family Plan", currency: "idr" });
    // Without services it cannot be on sale, so it starts inactive (decision 068).
    expect(pkg).toMatchObject({ currency: "IDR", status: "inactive", onSale: false });
    const bad = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: { namePackage: "X", price: 10.5, days: 30 },
    });
    expect((await errorOf(bad)).message).toBe("price must be an integer");

    await call(`/api/packages-subscriptions/${pkg.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { highlight: true },
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

  it("is on sale only while it includes an active service: refused empty, and off sale by itself when it loses the last one", async () => {
    type Pkg = { uuid: string; status: string; onSale: boolean; services?: { id: string }[] };
    const onSale = async () =>
      (
        await json<Pkg[]>(
          await call(`/api/packages-subscriptions?status=active&limit=100&probe=${crypto.randomUUID()}`),
        )
      ).map((p) => p.uuid);
    const empty = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: { namePackage: `Empty ${crypto.randomUUID().slice(0, 6)}`, price: 1000, days: 30, status: "active" },
    });
    expect(empty.status).toBe(409);
    const refused = await errorOf(empty);
    expect(refused.code).toBe("PACKAGE_HAS_NO_SERVICES");
    expect(refused.details?.fields?.[0]).toMatchObject({ field: "status", code: "PACKAGE_HAS_NO_SERVICES" });

    const unknown = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: {
        namePackage: `Unknown ${crypto.randomUUID().slice(0, 6)}`,
        price: 1000,
        days: 30,
        serviceUuids: [crypto.randomUUID()],
      },
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).details?.fields?.[0]?.field).toBe("serviceUuids");

    // Created with an active service: on sale at once, with its services on the public read.
    const service = await makeService(admin.token);
    const pkg = await makePackage(admin.token, { serviceUuids: [service.uuid] });
    expect(pkg).toMatchObject({ status: "active", onSale: true });
    expect(await onSale()).toContain(pkg.uuid);

    // The service goes inactive: the package leaves the pricing page and checkout by itself.
    await call(`/api/services/${service.uuid}`, { method: "PUT", token: admin.token, json: { status: "inactive" } });
    expect(await onSale()).not.toContain(pkg.uuid);
    const read = await json<Pkg>(await call(`/api/packages-subscriptions/${pkg.uuid}`));
    expect(read).toMatchObject({ status: "active", onSale: false, services: [] });
    const { token } = await signIn((await createUser()).email);
    const quote = await call(`/api/payments/quote?packageUuid=${pkg.uuid}`, { token });
    expect(quote.status).toBe(422);
    expect((await errorOf(quote)).code).toBe("PACKAGE_UNAVAILABLE");
    // Its other fields can still be edited while it is off sale.
    const edited = await call(`/api/packages-subscriptions/${pkg.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { price: 2000, status: "active" },
    });
    expect(edited.status).toBe(200);

    // Back on sale as soon as it includes an active service again.
    await call(`/api/services/${service.uuid}`, { method: "PUT", token: admin.token, json: { status: "active" } });
    expect(await onSale()).toContain(pkg.uuid);

    // An inactive package without services cannot be put on sale; with one it can.
    const bare = await makePackage(admin.token);
    const putOnSale = () =>
      call(`/api/packages-subscriptions/${bare.uuid}`, {
        method: "PUT",
        token: admin.token,
        json: { status: "active" },
      });
    const noService = await putOnSale();
    expect(noService.status).toBe(409);
    expect((await errorOf(noService)).code).toBe("PACKAGE_HAS_NO_SERVICES");
    await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: bare.uuid, serviceUuids: [service.uuid] },
    });
    expect(await json<Pkg>(await putOnSale())).toMatchObject({ status: "active", onSale: true });
  });
});
