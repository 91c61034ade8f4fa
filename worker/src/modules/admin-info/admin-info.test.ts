import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, createUser, db, signIn, signInAdmin } from "../../../test/factories.ts";
import { serviceReports, transactions } from "../../db/schema.ts";

type Dashboard = {
  totalUsers: number;
  usersByStatus: Record<string, number>;
  pendingTransactions: number;
  openReports: number;
  revenueThisMonth: Record<string, number>;
  series: { date: string; signups: number; revenue: Record<string, number> }[];
};
type AuditRow = {
  uuid: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  createdAt: string;
};

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

const dashboard = async () => json<Dashboard>(await call("/api/admin-information", { token: admin.token }));

describe("admin dashboard", () => {
  it("counts users, pending payments, open reports and this month's revenue, with a 30-day series", async () => {
    const before = await dashboard();
    const user = await createUser({ status: "suspended" });
    const now = Date.now();
    const tx = { userId: user.id, packageName: "Dash", days: 30, provider: "sandbox" as const, currency: "IDR" };
    await db()
      .insert(transactions)
      .values([
        { ...tx, amount: 10_000, status: "pending" },
        { ...tx, amount: 25_000, status: "completed", completedAt: now },
      ]);
    await db()
      .insert(serviceReports)
      .values({ userId: user.id, serviceName: "Dash", description: "Broken since today" });

    const after = await dashboard();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.usersByStatus.suspended).toBe((before.usersByStatus.suspended ?? 0) + 1);
    expect(after.pendingTransactions).toBe(before.pendingTransactions + 1);
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.revenueThisMonth.IDR).toBe((before.revenueThisMonth.IDR ?? 0) + 25_000);
    expect(after.series).toHaveLength(30);
    const today = new Date(now).toISOString().slice(0, 10);
    expect(after.series.at(-1)).toMatchObject({ date: today, signups: (before.series.at(-1)?.signups ?? 0) + 1 });
  });

  it("is for admins only", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    expect((await call("/api/admin-information", { token })).status).toBe(403);
    expect((await call("/api/audit-log", { token })).status).toBe(403);
  });
});

describe("audit log", () => {
  it("lists admin writes newest first with the actor's email, filtered by entity and action prefix", async () => {
    const name = `Audit ${crypto.randomUUID().slice(0, 6)}`;
    const created = await json<{ uuid: string }>(
      await call("/api/category-services", { method: "POST", token: admin.token, json: { name } }),
    );
    await call(`/api/category-services/${created.uuid}`, { method: "DELETE", token: admin.token });
    const res = await call(`/api/audit-log?entity=category&action=category.&actorId=${admin.id}&limit=2`, {
      token: admin.token,
    });
    const body = await res.json<{ data: AuditRow[]; meta: { page: number; limit: number; total: number } }>();
    expect(body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
    expect(body.data.map((e) => e.action).sort()).toEqual(["category.create", "category.delete"]);
    const times = body.data.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.every((e) => e.entity === "category" && e.actorEmail !== null && e.actorId === admin.id)).toBe(
      true,
    );
    const none = await call("/api/audit-log?action=no-such-action", { token: admin.token });
    expect((await none.json<{ meta: { total: number } }>()).meta.total).toBe(0);
  });
});
