import type { ErrorCode } from "../messages.ts";

/**
 * The API's envelope (docs/architecture.md#the-api-contract), defined here once: the Worker builds
 * every JSON answer with `ok` and `failure`, the panel and the extensions read answers with
 * `asEnvelope`, and the zod schemas of the OpenAPI document (`apiSuccess`, `apiPage`, `apiFailure`
 * in schemas/common.ts) are checked against these types.
 */

/** `totalCapped`: there are more than `total` rows (lists count up to a cap, LIST_COUNT_CAP). */
export type ListMeta = { page: number; limit: number; total: number; totalCapped?: boolean };
export type ApiSuccess<T> = { error: false; data: T; meta?: ListMeta };
export type ApiFailure = { error: true; message: string; code: ErrorCode | (string & {}); details?: unknown };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A success: `{ error: false, data }`, and a list's `meta`. */
export function ok<T>(data: T): { error: false; data: T };
export function ok<T>(data: T, meta: ListMeta): { error: false; data: T; meta: ListMeta };
export function ok<T>(data: T, meta?: ListMeta): ApiSuccess<T> {
  return meta ? { error: false, data, meta } : { error: false, data };
}

/** A failure: `{ error: true, message, code }`, and `details` when there are any. */
export function failure(code: ErrorCode, message: string, details?: unknown): ApiFailure {
  return details === undefined ? { error: true, message, code } : { error: true, message, code, details };
}

/** The envelope a parsed JSON body is, or null when it is none (a proxy's page, an empty body). */
export function asEnvelope<T>(body: unknown): ApiEnvelope<T> | null {
  if (!body || typeof body !== "object") return null;
  const { error } = body as { error?: unknown };
  if (error === false) return body as ApiSuccess<T>;
  if (error === true) return body as ApiFailure;
  return null;
}

/**
 * The D1 session bookmark (decision 043): the API answers with the latest one of the request's
 * session, and a client sends the latest it has seen, so that a read after its own write never
 * lands on a replica that has not seen the write yet.
 */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";
