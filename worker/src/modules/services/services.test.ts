import { SERVICE_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makeCategory, makePackage, makeService } from "../../../test/catalogue.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { auditLog, serviceAccounts, subscriptions } from "../../db/schema.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("services and their secret", () => {
  it("slugs the name, encrypts the secret and never returns it outside the access endpoint", async () => {
    const category = await makeCategory(admin.token);
    const service = await makeService(admin.token, { name: "Super Tool Pro", categoryUuid: category.uuid });
    expect(service).toMatchObject({ slug: "super-tool-pro", hasSecret: true });
    expect(JSON.stringify(service)).not.toContain("SECRET-123");

    // The secret is the first account of the service's pool (decision 047), sealed.
    const stored = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.serviceId, service.uuid) });
    expect(stored).toMatchObject({ label: "Main", seats: null, active: true });
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain("SECRET-123");

    const responses = [
      await call("/api/services?limit=200", { token: admin.token }),
      await call(`/api/services/${service.uuid}`, { token: admin.token }),
      await call("/api/services/list/preview"),
      await call("/api/services/list/support-service", { token: admin.token }),
      await call(`/api/services/${service.uuid}`, {
        method: "PUT",
        token: admin.token,
        json: { description: "changed" },
      }),
    ];
    for (const res of responses) {
      expect(res.status).toBeLessThan(300);
      expect(await res.text()).not.toContain("SECRET-123");
    }
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, service.uuid));
    expect(JSON.stringify(audit)).not.toContain("SECRET-123");

    const dup = await call("/api/services", { method: "POST", token: admin.token, json: { name: "super tool  PRO" } });
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).message).toBe(SERVICE_MESSAGES.slugTaken);
    const badCategory = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: "Other", categoryUuid: crypto.randomUUID() },
    });
    expect((await errorOf(badCategory)).details?.fields?.[0]?.field).toBe("categoryUuid");
  });

  it("an entitled user gets the secret, the access is recorded, and shows under recently used", async () => {
    const service = await makeService(admin.token);
    const pkg = await makePackage(admin.token);
    await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuids: [service.uuid] },
    });
    const user = await createUser();
    const { token } = await signIn(user.email);

    const noSub = await call(`/api/services/access/${service.slug}`, { token });
    expect(noSub.status).toBe(403);
    expect((await errorOf(noSub)).message).toBe(SERVICE_MESSAGES.noSubscription);

    await db()
      .insert(subscriptions)
      .values({ userId: user.id, packageId: pkg.uuid, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
    const granted = await call(`/api/services/access/${service.slug}`, { token });
    expect(granted.status).toBe(200);
    expect(await json(granted)).toMatchObject({
      slug: service.slug,
      secret: "sk-live-SECRET-123",
      type_service: "key",
    });

    const other = await makeService(admin.token);
    const notIncluded = await call(`/api/services/access/${other.slug}`, { token });
    expect(notIncluded.status).toBe(403);
    expect((await errorOf(notIncluded)).message).toBe(SERVICE_MESSAGES.notEntitled);

    const recent = await json<{ uuid: string; uses: number }[]>(await call("/api/user-accessed-services", { token }));
    expect(recent).toEqual([expect.objectContaining({ uuid: service.uuid, uses: 1 })]);
    const most = await json<{ uuid: string }[]>(await call("/api/most-used-services", { token: admin.token }));
    expect(most.map((m) => m.uuid)).toContain(service.uuid);
  });
});

describe("/users/services follows the subscription", () => {
  it("lists the package's active services while active, nothing once expired", async () => {
    const category = await makeCategory(admin.token);
    const a = await makeService(admin.token, {
      categoryUuid: category.uuid,
      typeService: "cookie",
      accessSecret: JSON.stringify([{ name: "sid", value: "abc", domain: "a.test" }]),
    });
    const b = await makeService(admin.token);
    const pkg = await makePackage(admin.token);
    await call("/api/plan-services/associate", {
      method: "POST",
      token: admin.token,
      json: { packageUuid: pkg.uuid, serviceUuids: [a.uuid, b.uuid] },
    });
    const user = await createUser();
    const { token } = await signIn(user.email);
    expect(await json(await call("/api/users/services", { token }))).toEqual([]);

    await db()
      .insert(subscriptions)
      .values({ userId: user.id, packageId: pkg.uuid, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
    const active = await json<{ uuid: string; categoryName: string | null; type_service: string; slug: string }[]>(
      await call("/api/users/services", { token }),
    );
    expect(active.map((s) => s.uuid).sort()).toEqual([a.uuid, b.uuid].sort());
    expect(active.find((s) => s.uuid === a.uuid)).toMatchObject({
      categoryName: category.name,
      type_service: "cookie",
    });
    expect(active.find((s) => s.uuid === b.uuid)?.categoryName).toBeNull();

    await db()
      .update(subscriptions)
      .set({ endAt: Date.now() - 1000 })
      .where(eq(subscriptions.userId, user.id));
    expect(await json(await call("/api/users/services", { token }))).toEqual([]);
  });
});
