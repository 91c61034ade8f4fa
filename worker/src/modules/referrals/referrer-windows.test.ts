import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { REFERRAL_RANGE_DAYS } from "@app/shared/constants";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createUser, db, signIn } from "../../../test/factories.ts";
import { referralRewards, referrals, referrerWindowStarts } from "../../db/schema.ts";
import { DAY_MS } from "../../lib/daily-figures.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import { topReferrers } from "./admin-referrals.service.ts";
import { type LeaderboardWindow, leaderboard, rollReferrerWindows, windowOfRange } from "./referrer-windows.ts";

const now = Date.now();
const WINDOWS: LeaderboardWindow[] = [0, ...REFERRAL_RANGE_DAYS];
const tomorrow = (now: number) => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/** The page's range of `days` at `now` (how the panel asks), and all time for 0. */
const pageRange = (days: LeaderboardWindow, now: number) =>
  days === 0
    ? { limit: 100 }
    : { from: new Date(tomorrow(now) - days * DAY_MS), to: new Date(tomorrow(now)), limit: 100 };
/** The same referrals as a range the windows do not answer: counted over the referrals. */
const countedRange = (days: LeaderboardWindow, now: number) => ({
  from: new Date(days === 0 ? 0 : tomorrow(now) - days * DAY_MS),
  to: new Date(tomorrow(now) + 1),
  limit: 100,
});

/** Every window's leaderboard equals the count over its range's referrals, at `now`. */
async function expectWindowsMatchCounts(now: number) {
  for (const days of WINDOWS) {
    const kept = await topReferrers(db(), pageRange(days, now), now);
    const counted = await topReferrers(db(), countedRange(days, now), now);
    expect({ days, rows: kept }).toEqual({ days, rows: counted });
  }
}

// A deterministic spread of dates and statuses (a linear congruential sequence).
let seed = 7;
const next = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};
const STATUSES = ["pending", "successful", "failed"] as const;

const EDGES = [6, 29, 89, 364, 365];
/** A few referrals today; the others on or a day before a window's first day, every other one up to 400 days earlier. */
function createdAt(i: number): number {
  if (i < 4) return now - i;
  const edge = Math.floor(now / DAY_MS) * DAY_MS - (EDGES[i % EDGES.length] ?? 0) * DAY_MS + next(DAY_MS);
  return edge - (i % 7 === 0 ? DAY_MS : 0) - (i % 2) * next(400) * DAY_MS;
}

let referrerIds: string[] = [];
let busyEmail = "";
const referralIds: string[] = [];

beforeAll(async () => {
  const referrers = await Promise.all(Array.from({ length: 6 }, () => createUser({ name: "Window Referrer" })));
  referrerIds = referrers.map((u) => u.id);
  busyEmail = referrers[0]?.email ?? "";
  const friends = await Promise.all(Array.from({ length: 60 }, () => createUser({ name: "Window Friend" })));
  const rows = friends.map((friend, i) => ({
    // Referrer 0 is busy; the rest share the others.
    referrerId: referrerIds[i % 3 === 0 ? 0 : 1 + next(5)] as string,
    referredId: friend.id,
    code: "WINDOWS",
    status: STATUSES[next(3)] as (typeof STATUSES)[number],
    // Spread over 400 days, a few of them today and at the edges of the windows.
    createdAt: createdAt(i),
  }));
  // One row a statement: D1 binds at most 100 variables.
  for (const row of rows)
    referralIds.push(...(await db().insert(referrals).values(row).returning({ id: referrals.id })).map((r) => r.id));
});

afterAll(async () => {
  // Put the windows back at today for the tests after this file's time travel.
  await db().batch([
    rawStatement(
      db(),
      sql`UPDATE referrer_window_starts SET first_ms = CASE window_days WHEN 0 THEN 0
      ELSE ${Math.floor(now / DAY_MS) * DAY_MS} - (window_days - 1) * ${DAY_MS} END`,
    ),
    rawStatement(db(), sql`DELETE FROM referrer_windows`),
    rawStatement(
      db(),
      sql`INSERT INTO referrer_windows (window_days, referrer_id, total, successful, pending)
      SELECT w.window_days, r.referrer_id, count(*), sum(r.status = 'successful'), sum(r.status = 'pending')
      FROM referrals r JOIN referrer_window_starts w ON r.created_at >= w.first_ms GROUP BY 1, 2`,
    ),
  ]);
});

describe("referral leaderboards (decision 060)", () => {
  it("keeps a window for all time and for each range the admin page offers", async () => {
    const starts = await db().select().from(referrerWindowStarts).orderBy(referrerWindowStarts.windowDays);
    expect(starts.map((s) => s.windowDays)).toEqual(WINDOWS);
  });

  it("answers only the page's ranges, without a status, from the windows", () => {
    const at = Date.UTC(2026, 10, 26, 15);
    const to = new Date(Date.UTC(2026, 10, 27));
    expect(windowOfRange({}, at)).toBe(0);
    expect(windowOfRange({ from: new Date(to.getTime() - 30 * DAY_MS), to }, at)).toBe(30);
    expect(windowOfRange({ from: new Date(to.getTime() - 30 * DAY_MS), to, status: "pending" }, at)).toBeNull();
    expect(windowOfRange({ from: new Date(to.getTime() - 31 * DAY_MS), to }, at)).toBeNull();
    expect(
      windowOfRange({ from: new Date(to.getTime() - 7 * DAY_MS), to: new Date(to.getTime() - DAY_MS) }, at),
    ).toBeNull();
    expect(windowOfRange({ from: new Date(to.getTime() - 7 * DAY_MS) }, at)).toBeNull();
  });

  it("the admin route reads a page range's leaderboard from a few rows", async () => {
    const admin = await signIn((await createUser({ role: "admin" })).email);
    const to = tomorrow(Date.now());
    const res = await call(
      `/api/admin-referrals/top-referrers?from=${new Date(to - 365 * DAY_MS).toISOString()}&to=${new Date(to).toISOString()}&limit=3`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { uuid: string; total: number; successful: number }[] }>();
    expect(data).toHaveLength(3);
    expect(data[0]?.uuid).toBe(referrerIds[0]);
    const figures = parseD1ServerTiming(res.headers.get("server-timing"));
    // The session's read, then one batch.
    expect(figures?.roundTrips).toBe(2);
    // The window starts, the first rows of the ranking index and their users; not the 60 referrals.
    expect(figures?.rowsRead).toBeLessThan(30);
  });
  it("a referrer's history pages and stats come from their own rows and kept totals", async () => {
    const busy = referrerIds[0] as string;
    const [reward] = await db()
      .insert(referralRewards)
      .values({ referrerId: busy, referralId: referralIds[0] as string, kind: "referral", days: 3 })
      .returning();
    const { token } = await signIn(busyEmail);
    const mine = await db().select().from(referrals).where(eq(referrals.referrerId, busy));
    const count = (status?: string) => mine.filter((r) => !status || r.status === status).length;

    const stats = await call("/api/referrals/stats", { token });
    expect((await stats.json<{ data: Record<string, number> }>()).data).toMatchObject({
      totalReferrals: count(),
      successfulReferrals: count("successful"),
      pendingReferrals: count("pending"),
      failedReferrals: count("failed"),
      extensionDaysEarned: 3,
    });
    expect(parseD1ServerTiming(stats.headers.get("server-timing"))?.rowsRead).toBeLessThan(30);

    for (const status of [undefined, "successful", "pending", "failed"]) {
      const res = await call(`/api/referrals/history?page=2&limit=3${status ? `&status=${status}` : ""}`, { token });
      const page = await res.json<{ data: { uuid: string }[]; meta: { total: number; page: number } }>();
      const expected = mine
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(3, 6)
        .map((r) => r.id);
      expect({ status, ids: page.data.map((r) => r.uuid), meta: page.meta }).toEqual({
        status,
        ids: expected,
        meta: { page: 2, limit: 3, total: count(status) },
      });
      expect(parseD1ServerTiming(res.headers.get("server-timing"))?.rowsRead).toBeLessThan(40);
    }
    const bad = await call("/api/referrals/history?status=unknown", { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("status");

    // Taking the reward back takes its days out of the kept total.
    await db()
      .delete(referralRewards)
      .where(eq(referralRewards.id, reward?.id as string));
    const after = await (await call("/api/referrals/stats", { token })).json<{
      data: { extensionDaysEarned: number };
    }>();
    expect(after.data.extensionDaysEarned).toBe(0);
  });

  it("equals the count over each range after inserts, status changes, a move, deletes and days passing", async () => {
    await expectWindowsMatchCounts(now);
    const busy = await leaderboard(db(), 0, 1, now);
    expect(busy[0]?.uuid).toBe(referrerIds[0]);

    const [a, b, c, d] = referralIds;
    await db()
      .update(referrals)
      .set({ status: "successful" })
      .where(eq(referrals.id, a as string));
    await db()
      .update(referrals)
      .set({ status: "failed" })
      .where(eq(referrals.id, b as string));
    await db()
      .update(referrals)
      .set({ referrerId: referrerIds[5] as string })
      .where(eq(referrals.id, c as string));
    await db()
      .delete(referrals)
      .where(eq(referrals.id, d as string));
    await expectWindowsMatchCounts(now);

    // Days pass without a cron: the first read of the later day moves the windows itself.
    for (const later of [now + DAY_MS, now + 40 * DAY_MS, now + 400 * DAY_MS]) await expectWindowsMatchCounts(later);
    // A second roll at the same time takes nothing out twice.
    expect(await rollReferrerWindows(db(), now + 400 * DAY_MS)).toBe(false);
    await expectWindowsMatchCounts(now + 400 * DAY_MS);
  });
});
