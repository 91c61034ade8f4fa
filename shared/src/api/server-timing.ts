/**
 * Reads the D1 figures of an API answer's `Server-Timing` header (decision 043):
 * `d1;dur=…;desc="N queries, M rows read", d1-round-trips;desc="K"`. Null when absent.
 */
export function parseD1ServerTiming(
  header: string | null,
): { queries: number; rowsRead: number; roundTrips: number } | null {
  const d1 = /(?:^|,\s*)d1;dur=\d+(?:\.\d+)?;desc="(\d+) quer(?:y|ies), (\d+) rows read"/.exec(header ?? "");
  const trips = /d1-round-trips;desc="(\d+)"/.exec(header ?? "");
  if (!d1 || !trips) return null;
  return { queries: Number(d1[1]), rowsRead: Number(d1[2]), roundTrips: Number(trips[1]) };
}
