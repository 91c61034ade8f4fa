import type { ErrorCode } from "../messages.ts";

export type ListMeta = { page: number; limit: number; total: number };
export type ApiSuccess<T> = { error: false; data: T; meta?: ListMeta };
export type ApiFailure = { error: true; message: string; code: ErrorCode | (string & {}); details?: unknown };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export function ok<T>(data: T, meta?: ListMeta): ApiSuccess<T> {
  return meta ? { error: false, data, meta } : { error: false, data };
}
