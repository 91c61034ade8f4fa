/**
 * Full-table exports at scale (issue 15): each CSV is read as a stream, its rows counted without
 * keeping the body, and compared with the table's row count. The worker side pages by keyset
 * (500 rows a page), so its memory does not grow with the table either.
 */
export interface ExportRun {
  path: string;
  status: number;
  rows: number;
  expected: number;
  seconds: number;
  megabytes: number;
  pass: boolean;
}

export async function measureExport(origin: string, token: string, path: string, expected: number): Promise<ExportRun> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let rows = 0;
  let bytes = 0;
  let previous = 0;
  const reader = res.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    // Rows end in CRLF (worker/src/lib/csv.ts); a CR at a chunk's end pairs with the next LF.
    for (const byte of value) {
      if (byte === 10 && previous === 13) rows += 1;
      previous = byte;
    }
  }
  const dataRows = Math.max(rows - 1, 0);
  return {
    path,
    status: res.status,
    rows: dataRows,
    expected,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / 1_048_576,
    pass: res.status === 200 && dataRows === expected,
  };
}

export function printExports(runs: ExportRun[]): boolean {
  console.log(
    `${"export".padEnd(34)} ${"rows".padStart(10)} ${"expected".padStart(10)} ${"MB".padStart(7)} ${"s".padStart(6)}   result`,
  );
  for (const run of runs) {
    console.log(
      `${run.path.padEnd(34)} ${run.rows.toLocaleString("en").padStart(10)} ${run.expected.toLocaleString("en").padStart(10)} ${run.megabytes.toFixed(1).padStart(7)} ${run.seconds.toFixed(1).padStart(6)}   ${run.pass ? "PASS" : `FAIL (status ${run.status})`}`,
    );
  }
  return runs.every((run) => run.pass);
}
