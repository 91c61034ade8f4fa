import { type AnySQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

/**
 * Every entity's public id is a uuid (`id`). Times are epoch milliseconds, money is an integer in
 * the currency's minor unit (docs/architecture.md#money-time-and-ids).
 */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
export const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .$defaultFn(() => Date.now());
export const updatedAt = () =>
  integer("updated_at", { mode: "number" })
    .notNull()
    .$defaultFn(() => Date.now());
/** A required reference to another table's row, deleted with it. */
export const cascadeRef = (name: string, target: () => AnySQLiteColumn) =>
  text(name).notNull().references(target, { onDelete: "cascade" });
/** A single-use secret's lifetime (the row is kept after use, so a second use can be seen). */
export const singleUse = () => ({
  createdAt: createdAt(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});
