import { integer, text } from "drizzle-orm/sqlite-core";

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
