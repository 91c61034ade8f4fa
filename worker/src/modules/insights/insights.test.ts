import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makeService } from "../../../test/catalogue.ts";
import { call, createUser, db, signIn, signInAdmin } from "../../../test/factories.ts";
import { packages, serviceUsage, transactions } from "../../db/schema.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
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

describe("revenue by package", () => {
  it("sums completed purchases in the range by package and currency, the largest first", async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const [gold, silver] = await db()
      .insert(packages)
      .values([
        { name: `Gold ${suffix}`, price: 100_000, currency: "IDR", days: 30 },
        { name: `Silver ${suffix}`, price: 50_000, currency: "IDR", days: 30 },
      ])
      .returning();
    const buyer = await createUser();
    const inRange = Date.UTC(2025, 0, 10);
    const purchase = (
      pkg: typeof gold,
      amount: number,
      status: "completed" | "pending" | "expired" = "completed",
      at = inRange,
      currency = "IDR",
    ) => ({
      userId: buyer.id,
      packageId: pkg?.id ?? null,
      packageName: pkg?.name ?? "?",
      days: 30,
      provider: "seed" as const,
      amount,
      currency,
      status,
      createdAt: at,
      completedAt: status === "completed" ? at : null,
    });
    const rows = [
      purchase(silver, 50_000),
      purchase(gold, 100_000),
      purchase(gold, 90_000),
      purchase(silver, 45_000),
      // Not completed, or completed outside the range: none of these count.
      purchase(silver, 900_000, "pending"),
      purchase(gold, 900_000, "expired"),
      purchase(gold, 900_000, "completed", Date.UTC(2025, 1, 1)),
      purchase(silver, 700, "completed", inRange, "USD"),
    ];
    // One row a statement: D1 binds at most 100 parameters.
    for (const row of rows) await db().insert(transactions).values(row);

    const res = await call("/api/statistics?from=2025-01-01T00:00:00.000Z&to=2025-02-01T00:00:00.000Z", {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const stats = await json<{ revenue: Record<string, number>; revenueByPackage: unknown[] }>(res);
    expect(stats.revenueByPackage).toEqual([
      { packageUuid: gold?.id, name: gold?.name, currency: "IDR", amount: 190_000, count: 2 },
      { packageUuid: silver?.id, name: silver?.name, currency: "IDR", amount: 95_000, count: 2 },
      { packageUuid: silver?.id, name: silver?.name, currency: "USD", amount: 700, count: 1 },
    ]);
    expect(stats.revenue).toEqual({ IDR: 285_000, USD: 700 });
  });
});

describe("recently used services", () => {
  it("come from kept counts that equal the uses, most recent first, reading a few rows however many uses", async () => {
    const [a, b, c] = [await makeService(admin.token), await makeService(admin.token), await makeService(admin.token)];
    const user = await createUser();
    const { token } = await signIn(user.email);
    const now = Date.now();
    // 150 uses of a (the latest an hour ago), 3 of b (the latest a minute ago), 1 of c (yesterday).
    const uses = [
      ...Array.from({ length: 150 }, (_, i) => ({ serviceId: a.uuid, accessedAt: now - 3_600_000 - i * 60_000 })),
      ...Array.from({ length: 3 }, (_, i) => ({ serviceId: b.uuid, accessedAt: now - 60_000 - i * 60_000 })),
      { serviceId: c.uuid, accessedAt: now - 86_400_000 },
    ];
    for (let i = 0; i < uses.length; i += 10)
      await db()
        .insert(serviceUsage)
        .values(uses.slice(i, i + 10).map((u) => ({ ...u, userId: user.id })));
    // Take out b's latest use and move c's to now: b's latest becomes the one before, c comes first.
    const [bLatest] = await db()
      .select()
      .from(serviceUsage)
      .where(and(eq(serviceUsage.userId, user.id), eq(serviceUsage.serviceId, b.uuid)))
      .orderBy(desc(serviceUsage.accessedAt))
      .limit(1);
    await db()
      .delete(serviceUsage)
      .where(eq(serviceUsage.id, bLatest?.id as string));
    await db()
      .update(serviceUsage)
      .set({ accessedAt: now })
      .where(and(eq(serviceUsage.userId, user.id), eq(serviceUsage.serviceId, c.uuid)));

    const res = await call("/api/user-accessed-services", { token });
    const recent = await json<{ uuid: string; uses: number; lastAccessedAt: string }[]>(res);
    expect(recent.map((r) => [r.uuid, r.uses, r.lastAccessedAt])).toEqual([
      [c.uuid, 1, new Date(now).toISOString()],
      [b.uuid, 2, new Date(now - 120_000).toISOString()],
      [a.uuid, 150, new Date(now - 3_600_000).toISOString()],
    ]);
    const figures = parseD1ServerTiming(res.headers.get("server-timing"));
    expect(figures?.rowsRead).toBeLessThan(30);
  });
});
