import { type ListMeta, ok as success } from "@app/shared/api/envelope";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The success envelope `{ error: false, data }` (shared/src/api/envelope.ts), typed as `c.json`
 * types it.
 */
export function ok<T, S extends ContentfulStatusCode = ContentfulStatusCode>(c: Context, data: T, status?: S) {
  return c.json(success(data), status);
}

/** One page of a list: the envelope with the page's items as `data`, and its `meta`. */
export function okPage<T>(c: Context, page: { items: T[]; meta: ListMeta }) {
  return c.json(success(page.items, page.meta));
}
