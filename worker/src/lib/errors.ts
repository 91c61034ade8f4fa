import type { ErrorCode } from "@app/shared/messages";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type services throw; `app.onError` turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(what = "Resource") {
    return new AppError(404, "NOT_FOUND", `${what} not found`);
  }
}

/** Markers of a failed D1 statement or Queue send in the error or its causes. */
const STORAGE_FAILURE = /D1_|SQLITE_|Queue send failed|QUEUE_SEND/;

/**
 * Whether an unexpected error came from storage (D1, Queues) rather than from our own code: such
 * errors are transient at the edge and answered with 503 and a retry hint
 * (docs/decisions/008-storage-failures.md).
 */
export function isStorageFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof StorageFailure) return true;
    const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    if (STORAGE_FAILURE.test(text)) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/** Thrown by code that wraps a storage call whose own error does not say where it came from. */
export class StorageFailure extends Error {
  constructor(what: string, cause?: unknown) {
    super(`${what} failed`, { cause });
    this.name = "StorageFailure";
  }
}
