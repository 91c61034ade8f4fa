import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The test runtime is shared by the files one vitest worker runs (isolate: false in
// vitest.config.ts, docs/decisions/063-one-test-runtime-per-vitest-worker.md), so each file
// starts from what its own runtime would have given it: a freshly migrated D1 and an empty
// bucket. Starting a runtime per file cost 4–5 s a file; this costs a few milliseconds.
await emptyDatabase(env.DB);
await emptyBucket(env.MEDIA);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

async function emptyDatabase(db: D1Database): Promise<void> {
  const schema = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('trigger', 'view', 'table')",
    )
    .all<{ type: string; name: string; sql: string | null }>();
  if (schema.results.length === 0) return;
  // D1 refuses pragma_foreign_key_list, so the references are read from each table's own SQL.
  const references = schema.results.flatMap((row) =>
    [...(row.sql ?? "").matchAll(/REFERENCES\s+[`"]?(\w+)/gi)].map((match) => ({ child: row.name, parent: match[1] })),
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // Dropping a table deletes its rows first, which checks the keys of the tables that point at
  // it, so a table goes only once nothing left points at it.
  let tables = schema.results.filter((row) => row.type === "table").map((row) => row.name);
  const order: string[] = [];
  while (tables.length > 0) {
    const free = tables.filter((table) =>
      references.every((ref) => ref.parent !== table || ref.child === table || !tables.includes(ref.child)),
    );
    if (free.length === 0) throw new Error(`foreign keys in a cycle among ${tables.join(", ")}`);
    order.push(...free);
    tables = tables.filter((table) => !free.includes(table));
  }
  const drops = [
    ...schema.results.filter((row) => row.type === "trigger").map((row) => `DROP TRIGGER ${quoted(row.name)}`),
    ...schema.results.filter((row) => row.type === "view").map((row) => `DROP VIEW ${quoted(row.name)}`),
    ...order.map((table) => `DROP TABLE ${quoted(table)}`),
  ];
  await db.batch(drops.map((sql) => db.prepare(sql)));
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
