/** One value of a query string; an array becomes one `key=value` pair per item. */
export type QueryValue = string | number | boolean | Date | null | undefined;

/** A query object whose every field can go into a query string. */
export type QueryObject<Q> = { [K in keyof Q]: QueryValue | readonly QueryValue[] };

function text(value: QueryValue): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * `path` with the query string of `query`, in the object's key order: undefined, null and ""
 * values are left out, numbers and booleans written as text, dates as ISO instants, arrays as one
 * pair per item. No `?` when nothing is left.
 *
 * `Q` is the request's query type from `@app/shared/schemas/*` (`VoucherListQuery`, the `z.output`
 * of the schema the Worker validates with) and must be given: the object is checked against it, so
 * renaming a field of the shared schema fails the panel's typecheck wherever the request is built.
 */
export function apiPath<Q extends QueryObject<Q> = never>(path: string, query: NoInfer<Q>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue | readonly QueryValue[]>)) {
    const items: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of items) {
      const written = text(item);
      if (written !== undefined) search.append(key, written);
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
