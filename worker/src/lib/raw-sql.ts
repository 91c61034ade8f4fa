import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * A raw SQL statement that can go into `db.batch`. drizzle's D1 batch expects a prepared `stmt`
 * on every item, which `db.run(sql)` does not carry when the SQL has parameters; this attaches it.
 */
export function rawStatement(db: Db, query: SQL) {
  const item = db.run(query);
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
  Object.assign(item, { stmt: db.$client.prepare(dialect.sqlToQuery(query).sql) });
  return item;
}

/** A random version-4 uuid made by SQLite, one per row of an `INSERT … SELECT`. */
export const uuidSql = sql`lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`;

/** The rows a raw statement of a `db.batch` answered (D1 gives them under `results`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { results?: T[] }).results ?? [];
