import { and, count, eq, gte, lt, lte, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { dailyFigures, subscriptions } from "../db/schema.ts";

/**
 * Reads of the pre-aggregated figures (decision 045). Each returns a drizzle query, so a service can
 * put several in one `db.batch`. Days are UTC `YYYY-MM-DD` strings; a running total has day ''.
 */
export type Metric = (typeof dailyFigures.metric.enumValues)[number];

export const DAY_MS = 86_400_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every UTC day of the half-open range [from, to), in order: the dates of a daily series. */
export function eachUtcDay(from: number, to: number): string[] {
  const days: string[] = [];
  for (let t = Math.floor(from / DAY_MS) * DAY_MS; t < to; t += DAY_MS) days.push(utcDay(t));
  return days;
}

/** The UTC days a half-open range [from, to) touches, first and last, for `figuresByDay`. */
export function dayRange(from: number, to: number): { first: string; last: string } {
  return { first: utcDay(from), last: utcDay(Math.max(from, to - 1)) };
}

const figure = { day: dailyFigures.day, dim: dailyFigures.dim, count: dailyFigures.count, amount: dailyFigures.amount };

/** A metric's running totals, one row a dimension. */
export function runningTotals(db: Db, metric: Metric) {
  return db
    .select(figure)
    .from(dailyFigures)
    .where(and(eq(dailyFigures.metric, metric), eq(dailyFigures.day, "")));
}

/** A metric's rows for the days first…last (inclusive), one row a day and dimension. */
export function figuresByDay(db: Db, metric: Metric, days: { first: string; last?: string }) {
  return db
    .select(figure)
    .from(dailyFigures)
    .where(
      and(
        eq(dailyFigures.metric, metric),
        gte(dailyFigures.day, days.first),
        days.last === undefined ? sql`${dailyFigures.day} <> ''` : lte(dailyFigures.day, days.last),
      ),
    );
}

/**
 * The two reads behind "active subscriptions at `now`": the subscriptions ending after today (from
 * the figures) and those ending later today (through the end-date index, one day's worth of rows).
 */
export function activeSubscriptionReads(db: Db, now: number) {
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  return [
    db
      .select({ n: sum(dailyFigures.count) })
      .from(dailyFigures)
      .where(and(eq(dailyFigures.metric, "subscriptions-ending"), gte(dailyFigures.day, utcDay(tomorrow)))),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(gte(subscriptions.endAt, now), lt(subscriptions.endAt, tomorrow))),
  ] as const;
}

export function activeSubscriptions(later: { n: string | number | null }[], today: { n: number }[]): number {
  return Number(later[0]?.n ?? 0) + (today[0]?.n ?? 0);
}

/** The rows' counts (or amounts) summed by a key taken from each row. */
export function sumBy<T extends { count: number; amount: number }>(
  rows: T[],
  key: (row: T) => string,
  field: "count" | "amount" = "count",
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const row of rows) {
    // A figure whose rows have all gone (count and amount back to 0) is no longer there.
    if (row.count === 0 && row.amount === 0) continue;
    const k = key(row);
    totals[k] = (totals[k] ?? 0) + row[field];
  }
  return totals;
}

/** A `purchases` dimension, `<currency> <package id | name:<package name>>`, taken apart. */
export function purchaseDim(dim: string): { currency: string; packageKey: string } {
  const space = dim.indexOf(" ");
  return { currency: dim.slice(0, space), packageKey: dim.slice(space + 1) };
}
