import { type AnyColumn, type SQL, sql } from "drizzle-orm";

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (m) => `\\${m}`);

/** Case-insensitive "contains" search; % and _ in the user's text match literally. */
export function likeContains(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}

export function likePrefix(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} LIKE ${`${escapeLike(text)}%`} ESCAPE '\\'`;
}
