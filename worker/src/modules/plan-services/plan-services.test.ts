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
