import type { ErrorCode } from "../messages.ts";

/** `totalCapped`: there are more than `total` rows (lists count up to a cap, LIST_COUNT_CAP). */
export type ListMeta = { page: number; limit: number; total: number; totalCapped?: boolean };
export type ApiSuccess<T> = { error: false; data: T; meta?: ListMeta };
export type ApiFailure = { error: true; message: string; code: ErrorCode | (string & {}); details?: unknown };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export function ok<T>(data: T, meta?: ListMeta): ApiSuccess<T> {
  return meta ? { error: false, data, meta } : { error: false, data };
}

/**
 * The D1 session bookmark (decision 043): the API answers with the latest one of the request's
 * session, and a client sends the latest it has seen, so that a read after its own write never
 * lands on a replica that has not seen the write yet.
 */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";
