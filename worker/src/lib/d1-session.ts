import { createDb, type Db } from "../db/client.ts";

/**
 * One D1 session per request (the Sessions API: reads may go to a read replica, and the bookmark
 * keeps read-your-own-writes across requests, decision 043), metered: the number of round trips,
 * statements and rows read and written, from the `meta` D1 returns with every result.
 *
 * drizzle reads most selects through `raw()`, which drops `meta`; the figures are therefore taken
 * where every statement passes, the session's own `_send` (HTTP binding) and `_queryOrThrow` (RPC
 * binding). Both are internals of workerd's D1 binding: when neither exists the session still
 * works and the figures say `metered: false` (src/lib/d1-session.test.ts fails in that case, so an
 * update of the runtime that renames them is noticed).
 */
export interface D1Figures {
  metered: boolean;
  /** Calls to D1 (a batch is one). */
  roundTrips: number;
  /** SQL statements executed (each statement of a batch counts). */
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  /** Sum of D1's own durations (ms), without the network. */
  durationMs: number;
}

/** A bookmark as D1 hands them out (hex groups joined by dashes); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,8}$/i;

export function isBookmark(value: string | null | undefined): value is string {
  return !!value && value.length <= 256 && BOOKMARK.test(value);
}

type D1Meta = { rows_read?: unknown; rows_written?: unknown; duration?: unknown };
type Internal = Record<string, unknown>;

function count(figures: D1Figures, answer: unknown) {
  figures.roundTrips += 1;
  for (const result of Array.isArray(answer) ? answer : [answer]) {
    const meta = (result as { meta?: D1Meta } | null)?.meta ?? {};
    figures.queries += 1;
    figures.rowsRead += Number(meta.rows_read) || 0;
    figures.rowsWritten += Number(meta.rows_written) || 0;
    figures.durationMs += Number(meta.duration) || 0;
  }
}

/**
 * Opens the request's session: from the client's bookmark when it sent a valid one, else from the
 * primary for a write (its reads then see the latest state) or from any replica for a read.
 */
export function openD1Session(
  d1: D1Database,
  options: { bookmark?: string | null | undefined; write: boolean },
): { session: D1DatabaseSession; figures: D1Figures } {
  const start = isBookmark(options.bookmark)
    ? options.bookmark
    : options.write
      ? "first-primary"
      : "first-unconstrained";
  const session = d1.withSession(start);
  const figures: D1Figures = { metered: false, roundTrips: 0, queries: 0, rowsRead: 0, rowsWritten: 0, durationMs: 0 };
  meter(session, figures);
  return { session, figures };
}

/** Counts what a session sends into `figures` (see the top of this file for why these internals). */
function meter(session: D1DatabaseSession, figures: D1Figures) {
  const internal = session as unknown as Internal;
  for (const name of ["_send", "_queryOrThrow"]) {
    const original = internal[name];
    if (typeof original !== "function") continue;
    figures.metered = true;
    internal[name] = async function metered(this: unknown, ...args: unknown[]) {
      const answer = await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      count(figures, answer);
      return answer;
    };
  }
}

/**
 * `d1;dur=…;desc="N queries, M rows read"`: the Server-Timing entry of a request's D1 work (issue
 * 15), followed by `d1-round-trips;desc="K"` (a batch of statements is one round trip).
 */
export function serverTimingEntry(figures: D1Figures): string {
  const desc = figures.metered
    ? `${figures.queries} ${figures.queries === 1 ? "query" : "queries"}, ${figures.rowsRead} rows read`
    : "not metered";
  return `d1;dur=${figures.durationMs.toFixed(2)};desc="${desc}", d1-round-trips;desc="${figures.roundTrips}"`;
}

/**
 * A client on a D1 session that starts at the primary, whatever the request's bookmark: the checks
 * of tokens, sessions and roles read it, so a revocation the primary knows is never missed through
 * a lagging replica (issue 26, finding 7). Its writes (a session's last-seen time) go there too.
 */
export function primaryDb(d1: D1Database, figures?: D1Figures): Db {
  const session = d1.withSession("first-primary");
  // Counted with the request's own figures, so a route's cost still shows its auth check.
  if (figures) meter(session, figures);
  return createDb(session as unknown as D1Database);
}
