import { and, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { userSearchTerms, users } from "../db/schema.ts";
import { likeContains, MAX_SEARCH_TERMS } from "./like.ts";

/**
 * The admin user search on an index (issue 15, decision 046): migration 0008's triggers keep, per
 * user, the words of the name and email, the whole email and the phone's digits, ASCII-lowercased
 * (SQLite's `lower`). A search matches the start of those terms, so its cost is the matches', not
 * the table's. The separators are the migration's list.
 */
const SEPARATORS = /[\s.@_\-+()="',/:;!?<>&#*[\]{}|\\`~$%^]+/;

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The search's words, as the triggers cut names and emails, longest first. */
export function searchTokens(search: string): string[] {
  const words = asciiLower(search).split(SEPARATORS).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_TERMS);
}

/** Every string that starts with `prefix` is in [prefix, prefixEnd(prefix)). */
export function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? "";
  return chars.join("") + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

const termStartsWith = (prefix: string) =>
  sql`${users.id} IN (SELECT ${userSearchTerms.userId} FROM ${userSearchTerms} WHERE ${and(
    gte(userSearchTerms.term, prefix),
    lt(userSearchTerms.term, prefixEnd(prefix)),
  )})`;

/**
 * Users whose terms start with the search: an address (with "@") as a whole, otherwise its longest
 * word through the index and its other words as "contains" on the rows that one found.
 */
export function userSearchWhere(search: string): SQL {
  const text = search.trim();
  if (text.includes("@")) return termStartsWith(asciiLower(text));
  const [driver, ...others] = searchTokens(text);
  if (!driver) return sql`0`;
  const rest = others.map(
    (word) =>
      or(likeContains(users.name, word), likeContains(users.email, word), likeContains(users.phone, word)) as SQL,
  );
  return and(termStartsWith(driver), ...rest) as SQL;
}
