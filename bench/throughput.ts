import autocannon from "autocannon";

export type LoadResult = { path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

export type LoadOptions = { seconds?: number; amount?: number; connections?: number; headers?: Record<string, string> };

export async function measure(
  origin: string,
  path: string,
  seconds: number,
  connections = 10,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections ?? connections,
    ...(options.amount ? { amount: options.amount } : { duration: seconds }),
    headers: options.headers ?? {},
  });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Measures several routes side by side in one run: short alternating rounds, so drift of the
 * machine's load affects each route alike; the figures are the mean over the rounds.
 */
export async function sideBySide(
  origin: string,
  paths: string[],
  rounds = 3,
  seconds = 4,
  options: LoadOptions = {},
): Promise<LoadResult[]> {
  const totals = new Map<string, LoadResult[]>();
  for (const path of paths) await measure(origin, path, 1, 10, { ...options, amount: undefined, seconds: 1 }); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const r = await measure(origin, path, seconds, 10, options);
      totals.set(path, [...(totals.get(path) ?? []), r]);
    }
  }
  return paths.map((path) => {
    const runs = totals.get(path) ?? [];
    const mean = (pick: (r: LoadResult) => number) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
    return {
      path,
      rps: mean((r) => r.rps),
      p50: mean((r) => r.p50),
      p99: mean((r) => r.p99),
      errors: runs.reduce((s, r) => s + r.errors, 0),
      non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    };
  });
}
