import type { ErrorCode } from "@app/shared/messages";
import type { FieldIssue } from "@app/shared/zod-error-map";
import { AppError } from "./errors.ts";

/** What lets a client word a field in its own language (`FieldError` in shared/zod-error-map.ts). */
export type FieldReason = { code: ErrorCode } | { issue: FieldIssue };

/** The reasons of the generic messages "{path} is a required field" and "{path} is invalid". */
export const REQUIRED: FieldReason = { issue: { code: "invalid_type", input: "missing" } };
export const INVALID: FieldReason = { issue: { code: "custom" } };

/** A VALIDATION_ERROR naming one field. */
export function fieldError(field: string, message: string, reason?: FieldReason) {
  return new AppError(400, "VALIDATION_ERROR", message, { fields: [{ field, message, ...reason }] });
}

/** A 409 for a value that another row already has: its own code, also on the field it names. */
export function takenError(field: string, message: string, code: ErrorCode) {
  return new AppError(409, code, message, { fields: [{ field, message, code }] });
}
