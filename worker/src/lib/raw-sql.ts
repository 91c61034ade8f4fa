import type { SQL } from "drizzle-orm";
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
