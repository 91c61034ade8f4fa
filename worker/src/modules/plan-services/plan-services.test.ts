import { type PackageWithServicesDto, packageWithServicesDto } from "@app/shared/schemas/packages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage, makeService } from "../../../test/catalogue.ts";
import { call, db, signInAdmin } from "../../../test/factories.ts";
import { planServices } from "../../db/schema.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("plan services", () => {
  it("associate replaces a package's set atomically, and a bad id changes nothing", async () => {
    const pkg = await makePackage(admin.token);
    const [s1, s2, s3] = [
      await makeService(admin.token),
      await makeService(admin.token),
      await makeService(admin.token),
    ];
    const first = await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuids: [s1?.uuid, s2?.uuid] },
    });
    expect((await json<unknown[]>(first)).length).toBe(2);
    const failing = await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuids: [s3?.uuid, crypto.randomUUID()] },
    });
    expect(failing.status).toBe(400);
    const unchanged = await db().select().from(planServices).where(eq(planServices.packageId, pkg.uuid));
    expect(unchanged.map((r) => r.serviceId).sort()).toEqual([s1?.uuid, s2?.uuid].sort());

    await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuids: [s3?.uuid, s3?.uuid] },
    });
    const replaced = await db().select().from(planServices).where(eq(planServices.packageId, pkg.uuid));
    expect(replaced.map((r) => r.serviceId)).toEqual([s3?.uuid]);
    const byName = await json<{ serviceUuid: string }[]>(
      await call(`/api/plan-services/name/${encodeURIComponent(pkg.namePackage)}`, { token: admin.token }),
    );
    expect(byName.map((r) => r.serviceUuid)).toEqual([s3?.uuid]);
  });

  it("the public package reads carry each package's active services, in catalogue order", async () => {
    const logo = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E";
    const run = crypto.randomUUID().slice(0, 6);
    const [full, bare] = [
      await makePackage(admin.token, { price: 1000, sortOrder: 0 }),
      await makePackage(admin.token, { price: 1001, sortOrder: 0 }),
    ];
    const zeta = await makeService(admin.token, { name: `Zeta ${run}`, sortOrder: 1 });
    const alpha = await makeService(admin.token, { name: `Alpha ${run}`, sortOrder: 1, logo });
    const first = await makeService(admin.token, { name: `Omega ${run}`, sortOrder: 0 });
    const hidden = await makeService(admin.token, { name: `Hidden ${run}`, status: "inactive" });
    const associated = await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: full.uuid, serviceUuids: [zeta.uuid, alpha.uuid, first.uuid, hidden.uuid] },
    });
    expect(associated.status).toBe(200);
    const onSale = await call(`/api/packages-subscriptions/${full.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "active" },
    });
    expect(onSale.status).toBe(200);

    const expected = [
      { id: first.uuid, name: `Omega ${run}`, logoUrl: null },
      { id: alpha.uuid, name: `Alpha ${run}`, logoUrl: logo },
      { id: zeta.uuid, name: `Zeta ${run}`, logoUrl: null },
    ];
    const list = await json<PackageWithServicesDto[]>(
      await call("/api/packages-subscriptions?status=active&limit=100"),
    );
    expect(list.find((p) => p.uuid === full.uuid)?.services).toEqual(expected);
    // A package without an active service is not on sale (decision 068).
    expect(list.find((p) => p.uuid === bare.uuid)).toBeUndefined();
    expect(await json<PackageWithServicesDto>(await call(`/api/packages-subscriptions/${bare.uuid}`))).toMatchObject({
      onSale: false,
      services: [],
    });
    for (const pkg of list) expect(packageWithServicesDto.safeParse(pkg).success).toBe(true);
    const one = await json<PackageWithServicesDto>(await call(`/api/packages-subscriptions/${full.uuid}`));
    expect(one.services).toEqual(expected);
  });

  it("single rows: create, duplicate refused, delete", async () => {
    const pkg = await makePackage(admin.token);
    const s = await makeService(admin.token);
    const created = await call("/api/plan-services", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuid: s.uuid },
    });
    expect(created.status).toBe(201);
    const again = await call("/api/plan-services", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuid: s.uuid },
    });
    expect(again.status).toBe(409);
    const { uuid } = await json<{ uuid: string }>(created);
    expect((await call(`/api/plan-services/${uuid}`, { method: "DELETE", token: admin.token })).status).toBe(200);
  });
});
