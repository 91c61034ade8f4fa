import type { ListMeta } from "@app/shared/api/envelope";
import { LIST_COUNT_CAP, PAGINATION_WINDOW } from "@app/shared/constants";
import { and, count, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";

export type PageQuery = { page: number; limit: number };
/** A list's `meta`: the envelope's (shared/src/api/envelope.ts). */
export type PageMeta = ListMeta;

/**
 * How many rows a list counts before it says "more than" (issue 15): LIST_COUNT_CAP, or on a deep
 * page enough to page on through the pager's window. An exact COUNT(*) would read every matching
 * row of a million-row table on every page view; the cap bounds the rows read per page.
 */
export function countCap(query: PageQuery): number {
  return Math.max(LIST_COUNT_CAP, (query.page + PAGINATION_WINDOW) * query.limit);
}

/**
 * One page of a list and the count it is cut from, read in one batch so both see the same rows.
 * `rows` is the filtered, ordered query (`.$dynamic()`, the page's limit and offset are added
 * here); `counted` selects one column of the same rows (same joins and filter, `.$dynamic()`):
 * it is counted up to `countCap`; `item` maps a row to its DTO.
 */
export async function paginate<Rows extends SQLiteSelect, Item>(
  db: Db,
  query: PageQuery,
  list: {
    rows: Rows;
    /** The page itself when it is not `rows` cut by limit and offset (a page chosen by a subquery). */
    page?: ((page: { limit: number; offset: number }) => Rows) | undefined;
    counted: SQLiteSelect;
    item: (row: Rows["_"]["result"][number]) => Item;
  },
): Promise<{ items: Item[]; meta: PageMeta }> {
  const cap = countCap(query);
  const [rows, totals] = await db.batch([
    list.page
      ? list.page({ limit: query.limit, offset: (query.page - 1) * query.limit })
      : list.rows.limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(list.counted.limit(cap + 1).as("counted")),
  ]);
  const counted = totals[0]?.total ?? 0;
  return {
    items: (rows as Rows["_"]["result"]).map(list.item),
    meta:
      counted > cap
        ? { page: query.page, limit: query.limit, total: cap, totalCapped: true }
        : { page: query.page, limit: query.limit, total: counted },
  };
}

/** The `counted` select of `paginate` for a table and filter: one constant column. */
export const oneColumn = { one: sql<number>`1`.as("one") };

export type KeysetCursor = { createdAt: number; id: string };

/**
 * The rows after `cursor` in (created_at desc, id desc) order, for exports that page by keyset. The
 * leading `created_at <=` keeps it a range on the created_at index: an OR alone would scan.
 */
export function keysetAfter(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return and(lte(createdAt, cursor.createdAt), or(lt(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/** The cursor after a page of `size` rows, or null when the page was the last. */
export function nextKeyset<Row extends KeysetCursor>(rows: Row[], size: number): KeysetCursor | null {
  const last = rows.at(-1);
  return rows.length === size && last ? { createdAt: last.createdAt, id: last.id } : null;
}
