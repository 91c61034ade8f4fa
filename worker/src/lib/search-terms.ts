import { and, asc, desc, gte, lt, max, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userSearchTerms, users } from "../db/schema.ts";
import { likeContains, MAX_SEARCH_TERMS } from "./like.ts";

/**
 * The admin user search on an index (issue 15, decision 046): migration 0008's triggers keep, per
 * user, the words of the name and email, the whole email and the phone's digits, ASCII-lowercased
 * (SQLite's `lower`). A search matches the start of those terms, so its cost is the matches', not
 * the table's. The separators are the migration's list.
 */
const SEPARATORS = /[ \t\n.@_\-+,()"'=/]+/;

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The search's words, as the triggers cut names and emails, longest first. */
export function searchTokens(search: string): string[] {
  const words = asciiLower(search).split(SEPARATORS).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_TERMS);
}

/** Every string that starts with `prefix` is in [prefix, prefixEnd(prefix)). */
export function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const next = (chars.pop()?.codePointAt(0) ?? 0) + 1;
  // The next code point that is one: past the surrogates, never beyond the last.
  const end = next >= 0xd800 && next <= 0xdfff ? 0xe000 : Math.min(next, 0x10ffff);
  return chars.join("") + String.fromCodePoint(end);
}

const termRange = (prefix: string) =>
  and(gte(userSearchTerms.term, prefix), lt(userSearchTerms.term, prefixEnd(prefix))) as SQL;

/** How a search is answered: the term prefix that goes through the index, and the other words. */
export function searchPlan(search: string): { prefix: string; others: string[] } | null {
  const text = search.trim();
  // The whole address is stored behind an "@" (migration 0008), apart from the words.
  if (text.includes("@")) return { prefix: `@${asciiLower(text)}`, others: [] };
  const [driver, ...others] = searchTokens(text);
  return driver ? { prefix: driver, others } : null;
}

/**
 * Users whose terms start with the search: an address (with "@") as a whole, otherwise its longest
 * word through the index and its other words as "contains" on the rows that one found.
 */
export function userSearchWhere(search: string): SQL {
  const plan = searchPlan(search);
  if (!plan) return sql`0`;
  const rest = plan.others.map(
    (word) =>
      or(likeContains(users.name, word), likeContains(users.email, word), likeContains(users.phone, word)) as SQL,
  );
  return and(
    sql`${users.id} IN (SELECT ${userSearchTerms.userId} FROM ${userSearchTerms} WHERE ${termRange(plan.prefix)})`,
    ...rest,
  ) as SQL;
}

/**
 * For a list whose only filter is a one-part search: its count and its page in creation order, read
 * on the terms alone (they carry the user's created_at), so no user row is read but the page's.
 * Null when the search has more parts (they are checked on the users' rows).
 */
export function searchOnTerms(db: Db, search: string) {
  const plan = searchPlan(search);
  if (!plan || plan.others.length > 0) return null;
  const where = termRange(plan.prefix);
  const latest = max(userSearchTerms.createdAt);
  return {
    counted: db.selectDistinct({ one: userSearchTerms.userId }).from(userSearchTerms).where(where).$dynamic(),
    pageIds: (page: { limit: number; offset: number }, order: "asc" | "desc") =>
      db
        .select({ id: userSearchTerms.userId })
        .from(userSearchTerms)
        .where(where)
        .groupBy(userSearchTerms.userId)
        .orderBy(
          ...(order === "asc"
            ? [asc(latest), asc(userSearchTerms.userId)]
            : [desc(latest), desc(userSearchTerms.userId)]),
        )
        .limit(page.limit)
        .offset(page.offset),
  };
}
