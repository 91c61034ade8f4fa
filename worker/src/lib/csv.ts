/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Neutralise spreadsheet formulas (CSV injection) in user-controlled text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * Streams CSV: the header, then rows fetched page by page through `nextPage(cursor)`, so a large
 * export never sits in memory.
 */
export function csvStream<Row, Cursor>(
  header: string[],
  nextPage: (cursor: Cursor | null) => Promise<{ rows: Row[]; cursor: Cursor | null }>,
  toValues: (row: Row) => unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const page = await nextPage(cursor);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map((r) => csvRow(toValues(r))).join("")));
      cursor = page.cursor;
      if (!cursor) done = true;
    },
  });
}
