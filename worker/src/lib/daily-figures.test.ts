import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { json } from "../../test/catalogue.ts";
import { call, createUser, db, signInAdmin } from "../../test/factories.ts";
import {
  packages,
  referralRewards,
  referrals,
  serviceReports,
  services,
  serviceUsage,
  subscriptions,
  transactions,
  users,
} from "../db/schema.ts";
import { DAY_MS, dayRange, utcDay } from "./daily-figures.ts";

/**
 * The figures recomputed from the raw tables, written independently of migration 0007's triggers:
 * after any mix of writes, `daily_figures` must hold exactly these (rows at zero aside).
 */
const day = (column: string) => `strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;
const figure = (metric: string, dayOf: string, dim: string, amount: string, rest: string) =>
  `SELECT '${metric}' AS metric, ${dayOf} AS day, ${dim} AS dim, count(*) AS count, ${amount} AS amount ${rest}`;
const FROM_RAW_TABLES = [
  figure("users", "''", "status", "0", "FROM users GROUP BY status"),
  figure("signups", day("created_at"), "''", "0", "FROM users GROUP BY 2"),
  figure("transactions", "''", "status", "0", "FROM transactions GROUP BY status"),
  figure(
    "purchases",
    day("completed_at"),
    "currency || ' ' || coalesce(package_id, 'name:' || package_name)",
    "sum(amount)",
    "FROM transactions WHERE status = 'completed' AND completed_at IS NOT NULL GROUP BY 2, 3",
  ),
  figure(
    "renewals",
    day("completed_at"),
    "currency",
    "sum(amount)",
    "FROM transactions WHERE status = 'completed' AND completed_at IS NOT NULL AND is_renewal GROUP BY 2, 3",
  ),
  figure("accesses", day("created_at"), "''", "0", "FROM service_usage GROUP BY 2"),
  figure("reports", "''", "status", "0", "FROM service_reports GROUP BY status"),
  figure("subscriptions-ending", day("end_at"), "''", "0", "FROM subscriptions WHERE end_at IS NOT NULL GROUP BY 2"),
  figure(
    "referrals",
    day("created_at"),
    "status || CASE WHEN flag_reason IS NULL THEN '' ELSE ' flagged' END",
    "0",
    "FROM referrals GROUP BY 2, 3",
  ),
  figure(
    "referrals",
    "''",
    "status || CASE WHEN flag_reason IS NULL THEN '' ELSE ' flagged' END",
    "0",
    "FROM referrals GROUP BY 3",
  ),
  figure("conversions", day("converted_at"), "''", "0", "FROM referrals WHERE converted_at IS NOT NULL GROUP BY 2"),
  "SELECT 'referrers' AS metric, '' AS day, '' AS dim, count(DISTINCT referrer_id) AS count, 0 AS amount FROM referrals HAVING count(*) > 0",
  `SELECT 'referrer-last-day' AS metric, ${day("m")} AS day, '' AS dim, count(*) AS count, 0 AS amount
     FROM (SELECT max(created_at) AS m FROM referrals GROUP BY referrer_id) GROUP BY 2`,
  `SELECT 'service-use' AS metric, day, dim, sum(uses) AS count, sum(latest) AS amount FROM (
     SELECT ${day("created_at")} AS day, service_id AS dim, count(*) AS uses, 0 AS latest FROM service_usage GROUP BY 1, 2
     UNION ALL SELECT ${day("m")}, service_id, 0, count(*)
       FROM (SELECT service_id, max(created_at) AS m FROM service_usage GROUP BY user_id, service_id) GROUP BY 1, 2
   ) GROUP BY 2, 3`,
  figure("referral-days", "''", "''", "sum(days)", "FROM referral_rewards HAVING count(*) > 0"),
  figure("rewards", day("created_at"), "''", "sum(days)", "FROM referral_rewards GROUP BY 2"),
];

type Row = { metric: string; day: string; dim: string; count: number; amount: number };
const key = (r: Row) => `${r.metric}|${r.day}|${r.dim}`;

async function expectFiguresMatchTables() {
  const [kept, ...raw] = await env.DB.batch([
    env.DB.prepare("SELECT metric, day, dim, count, amount FROM daily_figures WHERE count <> 0 OR amount <> 0"),
    ...FROM_RAW_TABLES.map((query) => env.DB.prepare(query)),
  ]);
  const sorted = (rows: unknown[]) => (rows as Row[]).sort((a, b) => key(a).localeCompare(key(b)));
  const figures = sorted(kept?.results ?? []);
  expect(figures).toEqual(sorted(raw.flatMap((r) => r.results)));
  return figures;
}

describe("daily figures (decision 045)", () => {
  it("stay equal to the raw tables through inserts, updates, cascades and deletes", async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const at = Date.UTC(2025, 5, 10, 15);
    const [pkg] = await db()
      .insert(packages)
      .values({ name: `Figures ${suffix}`, price: 10_000, currency: "IDR", days: 30 })
      .returning();
    const [service] = await db()
      .insert(services)
      .values({ name: `Figures ${suffix}`, slug: `figures-${suffix}` })
      .returning();
    const buyer = await createUser();
    const friend = await createUser();
    const purchase = {
      userId: buyer.id,
      packageId: pkg?.id ?? null,
      packageName: pkg?.name ?? "?",
      days: 30,
      provider: "seed" as const,
      amount: 10_000,
      currency: "IDR",
      createdAt: at,
    };
    const [paid, open] = await db()
      .insert(transactions)
      .values([
        { ...purchase, status: "completed", completedAt: at },
        { ...purchase, status: "pending" },
      ])
      .returning();
    await db()
      .insert(serviceUsage)
      .values({ userId: buyer.id, serviceId: service?.id ?? "", accessedAt: at });
    const [report] = await db()
      .insert(serviceReports)
      .values({ userId: buyer.id, serviceName: "x", description: "broken", createdAt: at })
      .returning();
    await db()
      .insert(subscriptions)
      .values({ userId: friend.id, startAt: at, endAt: at + 30 * DAY_MS })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { endAt: at + 30 * DAY_MS } });
    const [referral] = await db()
      .insert(referrals)
      .values({ referrerId: buyer.id, referredId: friend.id, code: "FIG", createdAt: at, flagReason: "same ip" })
      .returning();
    await expectFiguresMatchTables();

    // Payment lands, a report is resolved, the referral converts and is rewarded, a plan is extended.
    await db()
      .update(transactions)
      .set({ status: "completed", completedAt: at + DAY_MS })
      .where(eq(transactions.id, open?.id ?? ""));
    await db()
      .update(transactions)
      .set({ status: "canceled" })
      .where(eq(transactions.id, paid?.id ?? ""));
    await db()
      .update(serviceReports)
      .set({ status: "resolved" })
      .where(eq(serviceReports.id, report?.id ?? ""));
    await db()
      .update(referrals)
      .set({ status: "successful", flagReason: null, convertedAt: at + DAY_MS })
      .where(eq(referrals.id, referral?.id ?? ""));
    await db()
      .insert(referralRewards)
      .values({ referrerId: buyer.id, referralId: referral?.id ?? "", kind: "referral", days: 3 });
    await db()
      .update(subscriptions)
      .set({ endAt: at + 60 * DAY_MS })
      .where(eq(subscriptions.userId, friend.id));
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, friend.id));
    await expectFiguresMatchTables();

    // Deleting the package keeps its sales under its name; deleting a user takes their rows along.
    await db()
      .delete(packages)
      .where(eq(packages.id, pkg?.id ?? ""));
    let figures = await expectFiguresMatchTables();
    expect(figures).toContainEqual(
      expect.objectContaining({ metric: "purchases", dim: `IDR name:${pkg?.name}`, count: 1, amount: 10_000 }),
    );
    await db().delete(users).where(eq(users.id, buyer.id));
    figures = await expectFiguresMatchTables();
    expect(figures.some((r) => r.metric === "purchases" && r.dim === `IDR name:${pkg?.name}`)).toBe(false);
  });

  it("feed the dashboard: a new sign-up shows at once, and the total equals the users table", async () => {
    const admin = await signInAdmin();
    const before = await json<{ totalUsers: number; usersByStatus: Record<string, number> }>(
      await call("/api/admin-information", { token: admin.token }),
    );
    await createUser();
    const after = await call("/api/admin-information", { token: admin.token });
    const info = await json<{ totalUsers: number; series: { signups: number }[] }>(after);
    expect(info.totalUsers).toBe(before.totalUsers + 1);
    const [{ n: users } = { n: 0 }] = (await env.DB.prepare("SELECT count(*) AS n FROM users").all<{ n: number }>())
      .results;
    expect(info.totalUsers).toBe(users);
    expect(info.series.at(-1)?.signups).toBeGreaterThan(0);
  });

  it("count the referrers of the last days from their latest referral, as the referrals table does", async () => {
    const admin = await signInAdmin();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const [early, steady, friendA, friendB, friendC] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
    const refer = (referrerId: string, referredId: string, daysAgo: number) =>
      db()
        .insert(referrals)
        .values({ referrerId, referredId, code: "LAST", createdAt: today - daysAgo * DAY_MS + 3_600_000 });
    // One referrer only 40 days ago; one then and again 2 days ago; a referral of the second deleted.
    await refer(early?.id ?? "", friendA?.id ?? "", 40);
    await refer(steady?.id ?? "", friendB?.id ?? "", 40);
    await refer(steady?.id ?? "", friendC?.id ?? "", 2);
    await expectFiguresMatchTables();
    for (const days of [7, 30, 90]) {
      const from = new Date(today + DAY_MS - days * DAY_MS).toISOString();
      const to = new Date(today + DAY_MS).toISOString();
      const res = await call(`/api/admin-referrals/overview?from=${from}&to=${to}`, { token: admin.token });
      const { activeReferrers } = await json<{ activeReferrers: number }>(res);
      const raw = await env.DB.prepare("SELECT count(DISTINCT referrer_id) AS n FROM referrals WHERE created_at >= ?")
        .bind(Date.parse(from))
        .first<{ n: number }>();
      expect(activeReferrers).toBe(raw?.n);
    }
    await db()
      .delete(referrals)
      .where(eq(referrals.referredId, friendC?.id ?? ""));
    await expectFiguresMatchTables();
  });

  it("answer the most used services of the last days with their uses and distinct users", async () => {
    const admin = await signInAdmin();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const suffix = crypto.randomUUID().slice(0, 6);
    const [service] = await db()
      .insert(services)
      .values({ name: `Most ${suffix}`, slug: `most-${suffix}` })
      .returning();
    const [ana, bima] = await Promise.all([createUser(), createUser()]);
    const use = (userId: string, daysAgo: number) =>
      db()
        .insert(serviceUsage)
        .values({ userId, serviceId: service?.id ?? "", accessedAt: today - daysAgo * DAY_MS + 3_600_000 });
    await use(ana?.id ?? "", 40);
    await use(ana?.id ?? "", 2);
    await use(bima?.id ?? "", 10);
    await use(bima?.id ?? "", 10);
    await expectFiguresMatchTables();
    const ours = async (days: number) => {
      const res = await call(`/api/most-used-services?days=${days}&limit=50`, { token: admin.token });
      return (await json<{ uuid: string; uses: number; users: number }[]>(res)).find((s) => s.uuid === service?.id);
    };
    expect(await ours(7)).toMatchObject({ uses: 1, users: 1 });
    expect(await ours(30)).toMatchObject({ uses: 3, users: 2 });
    expect(await ours(90)).toMatchObject({ uses: 4, users: 2 });

    // A long history is never scanned: the triggers seek the latest use on the index.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
       INSERT INTO service_usage (id, user_id, service_id, created_at) SELECT ?1 || i, ?2, ?3, ?4 + i FROM n`,
    )
      .bind(`hist-${suffix}-`, ana?.id, service?.id, today - 300 * DAY_MS)
      .run();
    const one = await env.DB.prepare(
      "INSERT INTO service_usage (id, user_id, service_id, created_at) VALUES (?, ?, ?, ?)",
    )
      .bind(`last-${suffix}`, ana?.id, service?.id, Date.now())
      .run();
    expect(one.meta.rows_read).toBeLessThan(40);
    await expectFiguresMatchTables();
  });

  it("count a range in the whole UTC days it touches", () => {
    const from = Date.UTC(2026, 0, 1);
    expect(dayRange(from, from + DAY_MS)).toEqual({ first: "2026-01-01", last: "2026-01-01" });
    expect(dayRange(from + 5, from + DAY_MS + 1)).toEqual({ first: "2026-01-01", last: "2026-01-02" });
    expect(utcDay(from - 1)).toBe("2025-12-31");
  });
});
