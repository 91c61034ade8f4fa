import { type AnyColumn, and, type SQL, sql } from "drizzle-orm";

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (m) => `\\${m}`);

/**
 * D1 refuses LIKE patterns longer than 50 bytes ("LIKE or GLOB pattern too complex"), escapes and
 * wildcards included. A search is split into terms (all must match) and each term's pattern is cut
 * to fit, so no search text can turn into a 5xx.
 */
export const MAX_LIKE_PATTERN_BYTES = 50;
export const MAX_SEARCH_TERMS = 4;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The longest prefix of `term` whose escaped pattern, with `extra` wildcard bytes, fits the limit. */
export function fitTerm(term: string, extra: number): string {
  let escaped = "";
  for (const ch of term) {
    const next = escaped + escapeLike(ch);
    if (utf8Length(next) + extra > MAX_LIKE_PATTERN_BYTES) break;
    escaped = next;
  }
  return escaped;
}

/** Terms of a search: split on whitespace, at most MAX_SEARCH_TERMS, each pattern within the limit. */
export function searchTerms(text: string, extra: number): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TERMS)
    .map((term) => fitTerm(term, extra))
    .filter(Boolean);
}

/** Case-insensitive "contains" search; % and _ in the user's text match literally. */
export function likeContains(column: AnyColumn | SQL, text: string): SQL {
  const terms = searchTerms(text, 2);
  if (terms.length === 0) return sql`1`;
  return and(...terms.map((term) => sql`${column} LIKE ${`%${term}%`} ESCAPE '\\'`)) as SQL;
}

/** Prefix search on the whole text (one term: a prefix has no word order to split). */
export function likePrefix(column: AnyColumn | SQL, text: string): SQL {
  const term = fitTerm(text.trim(), 1);
  if (!term) return sql`1`;
  return sql`${column} LIKE ${`${term}%`} ESCAPE '\\'`;
}
