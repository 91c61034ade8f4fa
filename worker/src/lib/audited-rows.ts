import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteInsertValue, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";
import type { Actor } from "./actor.ts";
import { auditedWrite } from "./audit.ts";
import { AppError } from "./errors.ts";

type Unique = Parameters<typeof auditedWrite>[4];

/**
 * The admin-managed rows of one table with an `id`: found by id (404 "<label> not found"), and
 * created, updated and deleted each with its audit row (`<action>.create|update|delete` on
 * `entity`) in one batch; a unique-index violation on create or update is `unique`'s 409.
 */
export function auditedRows<T extends SQLiteTable & { id: SQLiteColumn }>(
  table: T,
  spec: { label: string; entity: string; action: string; unique?: Unique },
) {
  type Row = T["$inferSelect"] & { id: string };
  type Statement = Parameters<typeof auditedWrite>[3][number];
  const write = (db: Db, actor: Actor, verb: string, entry: { before?: Row; after?: Row }, statement: Statement) =>
    auditedWrite(
      db,
      actor,
      { action: `${spec.action}.${verb}`, entity: spec.entity, entityId: (entry.after ?? entry.before)?.id, ...entry },
      [statement],
      verb === "delete" ? undefined : spec.unique,
    );
  return {
    async find(db: Db, id: string): Promise<Row> {
      const row = await db.select().from(table).where(eq(table.id, id)).get();
      if (!row) throw AppError.notFound(spec.label);
      return row as Row;
    },
    create: (db: Db, actor: Actor, row: Row) =>
      write(db, actor, "create", { after: row }, db.insert(table).values(row as SQLiteInsertValue<T>)),
    update: (db: Db, actor: Actor, before: Row, after: Row) =>
      write(
        db,
        actor,
        "update",
        { before, after },
        db
          .update(table)
          .set(after as SQLiteUpdateSetSource<T>)
          .where(eq(table.id, before.id)),
      ),
    remove: (db: Db, actor: Actor, before: Row) =>
      write(db, actor, "delete", { before }, db.delete(table).where(eq(table.id, before.id))),
  };
}
