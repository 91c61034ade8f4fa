import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The success envelope `{ error: false, data }` (docs/architecture.md#the-api-contract), typed as
 * `c.json` types it.
 */
export function ok<T, S extends ContentfulStatusCode = ContentfulStatusCode>(c: Context, data: T, status?: S) {
  return c.json({ error: false as const, data }, status);
}

/** One page of a list: the envelope with the page's items as `data`, and its `meta`. */
export function okPage<T, M>(c: Context, page: { items: T[]; meta: M }) {
  return c.json({ error: false as const, data: page.items, meta: page.meta });
}
