import { REFERRAL_RANGE_DAYS } from "@app/shared/constants";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referrerWindowStarts, referrerWindows, users } from "../../db/schema.ts";
import { DAY_MS } from "../../lib/daily-figures.ts";
import { rawStatement } from "../../lib/raw-sql.ts";

/**
 * The referral leaderboards (decision 060): each referrer's referrals in the windows of the admin
 * page's ranges, kept by the triggers of migration 0016. A window of N days starts at the UTC day
 * N - 1 days before today; it moves forward a day at a time, taking out the referrals of the days it
 * leaves, in the cron or the first read of a new day.
 */
export type LeaderboardWindow = 0 | (typeof REFERRAL_RANGE_DAYS)[number];

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Where a window of `days` starts at `now` (0 days: all time). */
export function windowStart(days: LeaderboardWindow, now: number): number {
  return days === 0 ? 0 : startOfDay(now) - (days - 1) * DAY_MS;
}

/**
 * The window a range reads as, or null when it is none: all time without bounds, or exactly the
 * last N whole UTC days up to the end of today (how the panel asks), without a status filter.
 */
export function windowOfRange(
  range: { from?: Date | undefined; to?: Date | undefined; status?: string | undefined },
  now: number,
): LeaderboardWindow | null {
  if (range.status) return null;
  if (!range.from && !range.to) return 0;
  if (!range.from || !range.to || range.to.getTime() !== startOfDay(now) + DAY_MS) return null;
  const days = (range.to.getTime() - range.from.getTime()) / DAY_MS;
  return REFERRAL_RANGE_DAYS.find((d) => d === days) ?? null;
}

function startsQuery(db: Db) {
  return db.select().from(referrerWindowStarts);
}

/**
 * Moves every window that started before today's start forward, in one batch (a transaction): the
 * referrals of the days it leaves are taken out, and only while the start is still the one read,
 * so two rolls at once take them out once.
 */
async function roll(db: Db, starts: { windowDays: number; firstMs: number }[], now: number): Promise<boolean> {
  const stale = starts.flatMap((w) => {
    const target = windowStart(w.windowDays as LeaderboardWindow, now);
    return w.windowDays > 0 && w.firstMs < target ? [{ ...w, target }] : [];
  });
  const [first, ...rest] = stale.flatMap(({ windowDays, firstMs, target }) => [
    rawStatement(
      db,
      sql`INSERT INTO referrer_windows (window_days, referrer_id, total, successful, pending)
      SELECT ${windowDays}, referrer_id, -count(*), -sum(status = 'successful'), -sum(status = 'pending')
      FROM referrals
      WHERE created_at >= ${firstMs} AND created_at < ${target}
        AND EXISTS (SELECT 1 FROM referrer_window_starts WHERE window_days = ${windowDays} AND first_ms = ${firstMs})
      GROUP BY referrer_id
      ON CONFLICT (window_days, referrer_id) DO UPDATE SET total = total + excluded.total,
        successful = successful + excluded.successful, pending = pending + excluded.pending`,
    ),
    db
      .update(referrerWindowStarts)
      .set({ firstMs: target })
      .where(and(eq(referrerWindowStarts.windowDays, windowDays), eq(referrerWindowStarts.firstMs, firstMs))),
    db
      .delete(referrerWindows)
      .where(
        and(
          eq(referrerWindows.windowDays, windowDays),
          lte(referrerWindows.successful, 0),
          lte(referrerWindows.total, 0),
        ),
      ),
  ]);
  if (!first) return false;
  await db.batch([first, ...rest]);
  return true;
}

/** The cron's part: moves the windows to today. */
export async function rollReferrerWindows(db: Db, now = Date.now()): Promise<boolean> {
  return roll(db, await startsQuery(db), now);
}

function leaderboardQuery(db: Db, days: LeaderboardWindow, limit: number) {
  return db
    .select({
      uuid: users.id,
      name: users.name,
      email: users.email,
      referralCode: users.referralCode,
      total: referrerWindows.total,
      successful: referrerWindows.successful,
    })
    .from(referrerWindows)
    .innerJoin(users, eq(users.id, referrerWindows.referrerId))
    .where(and(eq(referrerWindows.windowDays, days), gt(referrerWindows.total, 0)))
    .orderBy(desc(referrerWindows.successful), desc(referrerWindows.total), desc(referrerWindows.referrerId))
    .limit(limit);
}

/**
 * The first `limit` referrers of a window, most successful referrals first, then most referrals:
 * one round trip reading the window starts and the first rows of the ranking index, and a roll
 * first on the first read of a day the cron has not reached yet.
 */
export async function leaderboard(db: Db, days: LeaderboardWindow, limit: number, now = Date.now()) {
  const [starts, rows] = await db.batch([startsQuery(db), leaderboardQuery(db, days, limit)]);
  if (!(await roll(db, starts, now))) return rows;
  return leaderboardQuery(db, days, limit);
}
