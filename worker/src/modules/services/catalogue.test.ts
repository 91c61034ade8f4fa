import { env } from "cloudflare:workers";
import { SERVICE_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { auditLog, planServices, services, subscriptions } from "../../db/schema.ts";

let admin: { token: string };
let adminId: string;

beforeAll(async () => {
  const user = await createUser({ role: "admin" });
  adminId = user.id;
  admin = await signIn(user.email);
});

async function json<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data;
}

async function makeCategory(name = `Cat ${crypto.randomUUID().slice(0, 6)}`) {
  return json<{ uuid: string; name: string }>(
    await call("/api/category-services", { method: "POST", token: admin.token, json: { name } }),
  );
}

async function makeService(extra: Record<string, unknown> = {}) {
  const res = await call("/api/services", {
    method: "POST",
    token: admin.token,
    json: {
      name: `Service ${crypto.randomUUID().slice(0, 6)}`,
      typeService: "key",
      accessSecret: "sk-live-SECRET-123",
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; name: string; slug: string; hasSecret: boolean }>(res);
}

async function makePackage(extra: Record<string, unknown> = {}) {
  const res = await call("/api/packages-subscriptions", {
    method: "POST",
    token: admin.token,
    json: { namePackage: `Pkg ${crypto.randomUUID().slice(0, 6)}`, price: 99_000, days: 30, ...extra },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; namePackage: string; currency: string; status: string }>(res);
}

describe("categories", () => {
  it("create, read, update, delete with validation and audit", async () => {
    const bad = await call("/api/category-services", { method: "POST", token: admin.token, json: { name: "" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("name is a required field");

    const created = await makeCategory("Gaming");
    const dup = await call("/api/category-services", { method: "POST", token: admin.token, json: { name: "Gaming" } });
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).details?.fields?.[0]?.field).toBe("name");

    const updated = await call(`/api/category-services/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Games" },
    });
    expect((await json<{ name: string }>(updated)).name).toBe("Games");
    const list = await json<{ name: string }[]>(await call("/api/category-services"));
    expect(list.map((c) => c.name)).toContain("Games");

    expect(
      (await call(`/api/category-services/${created.uuid}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect((await call(`/api/category-services/${created.uuid}`)).status).toBe(404);
    expect((await call("/api/category-services/not-a-uuid")).status).toBe(400);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, created.uuid));
    expect(audits.map((a) => a.action).sort()).toEqual(["category.create", "category.delete", "category.update"]);
    expect(audits.every((a) => a.actorId === adminId)).toBe(true);
  });
});

describe("timeframes", () => {
  it("validates days and keeps names unique", async () => {
    const bad = await call("/api/timeframes", {
      method: "POST",
      token: admin.token,
      json: { name: "Forever", days: 0 },
    });
    expect((await errorOf(bad)).message).toBe("days must be greater than or equal to 1");
    const created = await json<{ uuid: string; days: number }>(
      await call("/api/timeframes", { method: "POST", token: admin.token, json: { name: "6 Months", days: 180 } }),
    );
    expect(created.days).toBe(180);
    const renamed = await call(`/api/timeframes/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Half year", days: 182 },
    });
    expect(await json(renamed)).toMatchObject({ name: "Half year", days: 182 });
    expect((await call(`/api/timeframes/${created.uuid}`, { method: "DELETE", token: admin.token })).status).toBe(200);
  });
});

describe("packages", () => {
  it("creates with defaults, updates only the given fields, finds by name", async () => {
    const pkg = await makePackage({ namePackage: "Family Plan", currency: "idr" });
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
});

describe("services and their secret", () => {
  it("slugs the name, encrypts the secret and never returns it outside the access endpoint", async () => {
    const category = await makeCategory();
    const service = await makeService({ name: "Super Tool Pro", categoryUuid: category.uuid });
    expect(service).toMatchObject({ slug: "super-tool-pro", hasSecret: true });
    expect(JSON.stringify(service)).not.toContain("SECRET-123");

    const stored = await db().query.services.findFirst({ where: eq(services.id, service.uuid) });
    expect(stored?.accessSecret).toMatch(/^v1\./);
    expect(stored?.accessSecret).not.toContain("SECRET-123");

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
    const service = await makeService();
    const pkg = await makePackage();
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

    const other = await makeService();
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
    const category = await makeCategory();
    const a = await makeService({
      categoryUuid: category.uuid,
      typeService: "cookie",
      accessSecret: JSON.stringify([{ name: "sid", value: "abc", domain: "a.test" }]),
    });
    const b = await makeService();
    const pkg = await makePackage();
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

describe("plan services", () => {
  it("associate replaces a package's set atomically, and a bad id changes nothing", async () => {
    const pkg = await makePackage();
    const [s1, s2, s3] = [await makeService(), await makeService(), await makeService()];
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
    const pkg = await makePackage();
    const s = await makeService();
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

describe("media upload", () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1,
  ]);
  const upload = (bytes: Uint8Array, name: string, type = "image/png") => {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type }));
    return call("/api/media/upload", { method: "POST", token: admin.token, body: form });
  };

  it("stores an image under its content hash and serves it with long cache headers", async () => {
    const res = await upload(PNG, "logo.png");
    expect(res.status).toBe(201);
    const data = await json<{ key: string; url: string; contentType: string }>(res);
    expect(data.key).toMatch(/^images\/[a-f0-9]{64}\.png$/);
    expect(data.contentType).toBe("image/png");
    const again = await json<{ key: string }>(await upload(PNG, "same-file-other-name.png"));
    expect(again.key).toBe(data.key);
    const served = await call(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await env.MEDIA.head(data.key)).not.toBeNull();
    // The file keeps its own sandboxing policy; the site-wide one does not replace it.
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("rejects a non-image renamed to .png and an oversized file", async () => {
    const fake = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png");
    expect(fake.status).toBe(400);
    expect((await errorOf(fake)).details?.fields?.[0]?.field).toBe("file");
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big, "big.png");
    expect(tooBig.status).toBe(413);
    const missing = await call("/api/media/upload", { method: "POST", token: admin.token, body: new FormData() });
    expect((await errorOf(missing)).message).toBe("file is a required field");
  });
});

describe("service reports", () => {
  it("validates with the SPEC §5 messages, lists own vs all, admins resolve, summary counts", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const empty = await call("/api/supports/services", { method: "POST", token, json: {} });
    expect((await errorOf(empty)).details?.fields).toEqual([
      { field: "serviceName", message: "Service name is required" },
      { field: "description", message: "Issue description is required" },
    ]);
    const short = await call("/api/supports/services", {
      method: "POST",
      token,
      json: { serviceName: "Netflix", description: "broken" },
    });
    expect((await errorOf(short)).message).toBe("Issue description must be at least 10 characters");

    const filed = await call("/api/supports/services", {
      method: "POST",
      token,
      json: { serviceName: "Canva", description: "The cookie expired this morning" },
    });
    expect(filed.status).toBe(201);
    const { uuid } = await json<{ uuid: string }>(filed);

    const other = await createUser();
    const otherSession = await signIn(other.email);
    expect(await json(await call("/api/supports/services", { token: otherSession.token }))).toEqual([]);
    const mine = await json<{ uuid: string; status: string }[]>(await call("/api/supports/services", { token }));
    expect(mine).toEqual([expect.objectContaining({ uuid, status: "open" })]);

    const resolved = await call(`/api/supports/services/${uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "resolved" },
    });
    expect((await json<{ status: string; resolvedAt: string }>(resolved)).status).toBe("resolved");
    const all = await json<{ uuid: string; status: string; userEmail: string }[]>(
      await call("/api/supports/services?status=resolved", { token: admin.token }),
    );
    expect(all.find((r) => r.uuid === uuid)).toMatchObject({ status: "resolved", userEmail: user.email });
    const summary = await json<{ serviceName: string; total: number; open: number }[]>(
      await call("/api/summary-reported-services", { token: admin.token }),
    );
    expect(summary.find((s) => s.serviceName === "Canva")).toMatchObject({ total: 1, open: 0 });
  });
});

describe("statistics", () => {
  it("skips empty filter values and returns a daily series for the range", async () => {
    const res = await call("/api/statistics?from=&to=", { token: admin.token });
    expect(res.status).toBe(200);
    const stats = await json<{ series: { date: string; signups: number }[]; users: Record<string, number> }>(res);
    expect(stats.series.length).toBeGreaterThanOrEqual(30);
    expect(stats.series.reduce((s, d) => s + d.signups, 0)).toBeGreaterThan(0);
    expect(stats.users.active).toBeGreaterThan(0);
    const bad = await call("/api/statistics?from=2026-05-01&to=2026-01-01", { token: admin.token });
    expect(bad.status).toBe(400);
  });
});
