import type { ErrorCode } from "@app/shared/messages";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type services throw; `app.onError` turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
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
