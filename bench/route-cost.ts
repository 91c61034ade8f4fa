import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { PAGINATION_WINDOW } from "@app/shared/constants";

/**
 * Cost of the hot routes (issue 15): for each, the D1 statements, round trips and rows read of one
 * request (from the API's Server-Timing entry, decision 043) and its median latency as a ratio to
 * `/api/health` measured in the same alternating rounds.
 */
export type ProbeKind = "user" | "admin-list" | "dashboard" | "public";

export interface RouteProbe {
  path: string;
  /** `referrer`: the dataset's busiest referrer at full size, the demo user at demo size. */
  as: "user" | "admin" | "visitor" | "referrer";
  kind: ProbeKind;
  /** Rows this route may read instead of its kind's target (a deep page, see deepPageRows). */
  rowsBudget?: number;
}

export interface RouteCost {
  /** The probe's path, with " as the busiest referrer" for a `referrer` probe. */
  path: string;
  kind: ProbeKind;
  status: number;
  queries: number;
  roundTrips: number;
  rowsRead: number;
  medianMs: number;
  /** Median latency ÷ the median of `/api/health` in the same rounds. */
  ratio: number;
  rowsBudget?: number;
}

/** Targets at full size (issue 15). */
export const ROUTE_TARGETS = {
  user: { roundTrips: 2, rowsRead: 100, ratioGrowth: 1.5 },
  "admin-list": { rowsRead: 2_000, ratioGrowth: 3 },
  dashboard: { rowsRead: 2_000, ratioGrowth: 3 },
  public: { queries: 0, minHealthRatio: 0.9 },
} as const;

/** `from` and `to` of the last `days` whole UTC days, today included, as the panel asks. */
function lastDays(days: number): string {
  const to = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000;
  return new URLSearchParams({
    from: new Date(to - days * 86_400_000).toISOString(),
    to: new Date(to).toISOString(),
  }).toString();
}

/**
 * What a page deep in an offset-paged list may read (issue 42): the index entries down to the page
 * (its rowids), the same again for the count up to the pager's window (worker/src/lib/paginate.ts:
 * lists count up to (page + window) × limit), and the page's own rows. Never the skipped rows themselves:
 * the EXPLAIN QUERY PLAN test of the transactions list checks that.
 */
export function deepPageRows(page: number, limit: number): number {
  return 2 * (page + PAGINATION_WINDOW) * limit + 2 * limit + 100;
}

/** Rows the seats of every card may read: a package of up to 60 services with up to 5 accounts each. */
export const SEAT_ROWS_BUDGET = 400;

export function routeProbes(serviceSlug: string | null): RouteProbe[] {
  const user = (path: string): RouteProbe => ({ path, as: "user", kind: "user" });
  const adminList = (path: string): RouteProbe => ({ path, as: "admin", kind: "admin-list" });
  return [
    user("/api/auth/validate"),
    user("/api/users/me"),
    user("/api/users/services"),
    // Each service card's seat (decision 070): one query for every card, never cached. It reads
    // the package's plan_services rows and each service's working accounts once, so its rows grow
    // with the catalogue, not with the data (the seed's 43-service package: 133 rows).
    { ...user("/api/services/list/seats"), rowsBudget: SEAT_ROWS_BUDGET },
    user("/api/user-information"),
    user("/api/transactions?page=1&limit=10"),
    user("/api/referrals/stats"),
    user("/api/referrals/history"),
    { path: "/api/referrals/history", as: "referrer", kind: "user" },
    { path: "/api/referrals/stats", as: "referrer", kind: "user" },
    user("/api/notifications/mine?locale=en"),
    user("/api/user-accessed-services"),
    ...(serviceSlug ? [user(`/api/services/access/${serviceSlug}`)] : []),
    adminList("/api/users/list/pagination?page=1&limit=10"),
    adminList("/api/users/list/pagination?page=10&limit=10"),
    adminList("/api/users/list/pagination?page=1&limit=10&search=budi"),
    adminList("/api/transactions?page=1&limit=10"),
    adminList("/api/transactions?page=10&limit=10"),
    // Deep in the pages (issue 42): the page is chosen from the created_at index alone.
    { ...adminList("/api/transactions?page=500&limit=10"), rowsBudget: deepPageRows(500, 10) },
    adminList("/api/transactions?page=1&limit=10&status=completed"),
    adminList("/api/vouchers?page=1&limit=10"),
    adminList("/api/vouchers?page=10&limit=10"),
    adminList("/api/audit-log?page=1&limit=10"),
    { path: "/api/admin-information", as: "admin", kind: "dashboard" },
    { path: "/api/statistics", as: "admin", kind: "dashboard" },
    { path: "/api/most-used-services?days=30&limit=10", as: "admin", kind: "dashboard" },
    { path: `/api/admin-referrals/analytics?${lastDays(30)}`, as: "admin", kind: "dashboard" },
    { path: "/api/admin-referrals/overview", as: "admin", kind: "dashboard" },
    // The leaderboard of the referral page's ranges (issue 28).
    ...[7, 30, 365].map(
      (days): RouteProbe => ({
        path: `/api/admin-referrals/top-referrers?${lastDays(days)}&limit=10`,
        as: "admin",
        kind: "dashboard",
      }),
    ),
    // The referral page's default: the last 30 whole UTC days.
    { path: `/api/admin-referrals/overview?${lastDays(30)}`, as: "admin", kind: "dashboard" },
    { path: "/api/packages-subscriptions?status=active&limit=3", as: "visitor", kind: "public" },
    { path: "/api/services/list/preview", as: "visitor", kind: "public" },
    { path: "/api/extension/releases", as: "visitor", kind: "public" },
    { path: "/api/countries?locale=en", as: "visitor", kind: "public" },
  ];
}

/** The figures of a response's Server-Timing entries (`d1` and `d1-round-trips`). */
export function d1Figures(serverTiming: string | null): { queries: number; rowsRead: number; roundTrips: number } {
  const figures = parseD1ServerTiming(serverTiming);
  if (!figures) throw new Error(`no D1 figures in Server-Timing: ${serverTiming}`);
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { res, ms: performance.now() - started };
}

/** Measures every probe: `rounds` alternating requests of the probe and of `/api/health`. */
export async function measureRoutes(
  origin: string,
  tokens: { user: string; admin: string; referrer: string },
  probes: RouteProbe[],
  rounds = 15,
): Promise<RouteCost[]> {
  const results: RouteCost[] = [];
  for (const probe of probes) {
    const headers: Record<string, string> =
      probe.as === "visitor" ? {} : { authorization: `Bearer ${tokens[probe.as]}` };
    const routeMs: number[] = [];
    const healthMs: number[] = [];
    let last: Response | null = null;
    // One warm-up each (isolate, caches), then the measured rounds.
    await timed(`${origin}${probe.path}`, headers);
    await timed(`${origin}/api/health`, {});
    for (let round = 0; round < rounds; round += 1) {
      const route = await timed(`${origin}${probe.path}`, headers);
      routeMs.push(route.ms);
      last = route.res;
      healthMs.push((await timed(`${origin}/api/health`, {})).ms);
    }
    if (!last) continue;
    const figures = d1Figures(last.headers.get("server-timing"));
    const medianMs = median(routeMs);
    results.push({
      path: probe.as === "referrer" ? `${probe.path} as the busiest referrer` : probe.path,
      kind: probe.kind,
      ...(probe.rowsBudget ? { rowsBudget: probe.rowsBudget } : {}),
      status: last.status,
      ...figures,
      medianMs,
      ratio: medianMs / Math.max(median(healthMs), 0.1),
    });
  }
  return results;
}

/** PASS/FAIL of one route at full size against its target, given its ratio at demo size. */
export function verdict(full: RouteCost, demo: RouteCost | undefined): { pass: boolean; why: string[] } {
  const why: string[] = [];
  if (full.status !== 200) why.push(`status ${full.status}`);
  if (full.kind === "user") {
    const t = ROUTE_TARGETS.user;
    if (full.roundTrips > t.roundTrips) why.push(`${full.roundTrips} round trips > ${t.roundTrips}`);
    const rows = full.rowsBudget ?? t.rowsRead;
    if (full.rowsRead > rows) why.push(`${full.rowsRead} rows read > ${rows}`);
    if (demo && full.ratio > demo.ratio * t.ratioGrowth)
      why.push(`ratio ${full.ratio.toFixed(2)} > ${t.ratioGrowth}× demo`);
  } else if (full.kind === "public") {
    const t = ROUTE_TARGETS.public;
    if (full.queries > t.queries) why.push(`${full.queries} queries on a warm request`);
    // ratio to health ≥ 0.9 in throughput terms: its latency at most 1/0.9 of health's
    if (full.ratio > 1 / t.minHealthRatio)
      why.push(`latency ratio ${full.ratio.toFixed(2)} > ${(1 / t.minHealthRatio).toFixed(2)}`);
  } else {
    const t = ROUTE_TARGETS[full.kind];
    const rows = full.rowsBudget ?? t.rowsRead;
    if (full.rowsRead > rows) why.push(`${full.rowsRead} rows read > ${rows}`);
    if (demo && full.ratio > demo.ratio * t.ratioGrowth)
      why.push(`ratio ${full.ratio.toFixed(2)} > ${t.ratioGrowth}× demo`);
  }
  return { pass: why.length === 0, why };
}

export function printRouteCosts(full: RouteCost[], demo: RouteCost[] = []): boolean {
  console.log(
    `${"route".padEnd(58)} ${"stmts".padStart(5)} ${"trips".padStart(5)} ${"rows read".padStart(10)} ${"p50 ms".padStart(7)} ${"÷health".padStart(8)} ${"demo ÷h".padStart(8)}   result`,
  );
  let allPass = true;
  for (const row of full) {
    const before = demo.find((d) => d.path === row.path);
    const { pass, why } = verdict(row, before);
    allPass &&= pass;
    console.log(
      `${row.path.slice(0, 58).padEnd(58)} ${String(row.queries).padStart(5)} ${String(row.roundTrips).padStart(5)} ${String(row.rowsRead).padStart(10)} ${row.medianMs.toFixed(1).padStart(7)} ${row.ratio.toFixed(2).padStart(8)} ${(before ? before.ratio.toFixed(2) : "-").padStart(8)}   ${pass ? "PASS" : `FAIL (${why.join("; ")})`}`,
    );
  }
  return allPass;
}
