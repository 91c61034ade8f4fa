import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";

export type PageQuery = { page: number; limit: number };
export type PageMeta = { page: number; limit: number; total: number };

/**
 * One page of a list and the total it is cut from, read in one batch so both see the same rows.
 * `rows` is the filtered, ordered query (`.$dynamic()`, the page's limit and offset are added
 * here); `total` counts the rows of the same filter; `item` maps a row to its DTO.
 */
export async function paginate<Rows extends SQLiteSelect, Item>(
  db: Db,
  query: PageQuery,
  list: {
    rows: Rows;
    total: RunnableQuery<{ total: number }[], "sqlite">;
    item: (row: Rows["_"]["result"][number]) => Item;
  },
): Promise<{ items: Item[]; meta: PageMeta }> {
  const [rows, totals] = await db.batch([
    list.rows.limit(query.limit).offset((query.page - 1) * query.limit),
    list.total,
  ]);
  return {
    items: (rows as Rows["_"]["result"]).map(list.item),
    meta: { page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 },
  };
}
