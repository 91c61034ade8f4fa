import { and, eq, gt, isNull } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";

type SingleUseTable = SQLiteTable & { usedAt: SQLiteColumn; expiresAt: SQLiteColumn };
type Returned<R extends Record<string, SQLiteColumn>> = { [K in keyof R]: R[K]["_"]["data"] };

/**
 * Claims a single-use token stored as its hash (password reset, email verification, extension
 * link code, refresh token): one conditional update marks it used if it is unused and unexpired, so
 * two requests racing with the same token cannot both win. Returns the `returning` columns of the
 * claimed row, or undefined when the token is unknown, used or expired.
 */
export async function claimSingleUse<T extends SingleUseTable, R extends Record<string, SQLiteColumn>>(
  db: Db,
  table: T,
  hashColumn: SQLiteColumn,
  hash: string,
  returning: R,
  now: number,
): Promise<Returned<R> | undefined> {
  const claimed = await db
    .update(table)
    .set({ usedAt: now } as SQLiteUpdateSetSource<T>)
    .where(and(eq(hashColumn, hash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning(returning);
  return (claimed as Returned<R>[])[0];
}
