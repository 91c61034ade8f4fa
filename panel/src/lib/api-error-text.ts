import type { MessageKey } from "@app/shared/i18n/translate";
import type { ErrorCode } from "@app/shared/messages";
import { type FieldError, type FieldIssue, issueText } from "@app/shared/zod-error-map";
import { ApiError } from "./api-client.ts";
import type { Translate } from "./locale.tsx";

function isMessageKey(t: Translate, key: string): key is MessageKey {
  return t(key as MessageKey) !== key;
}

/** The `error.<CODE>` text of a code, or null when the dictionary has none (an unknown code). */
export function errorCodeText(code: string, t: Translate): string | null {
  const key = `error.${code}`;
  return isMessageKey(t, key) ? t(key) : null;
}

export type ApiFieldError = FieldError;

/** `details.fields` of an API error (VALIDATION_ERROR, or a 409 naming the taken field). */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((f): f is ApiFieldError => !!f && typeof f.field === "string" && typeof f.message === "string")
    .map(({ field, message, issue, code }) => ({
      field,
      message,
      ...(issue && typeof issue === "object" && typeof (issue as FieldIssue).code === "string" ? { issue } : {}),
      ...(typeof code === "string" ? { code: code as ErrorCode } : {}),
    }));
}

/**
 * A field's message in the current language: the `error.<CODE>` text of its code, or its issue in
 * the words of the shared error map (the `{path}` slot stays for the form to fill with the field's
 * label), or the server's own message when it sent neither.
 */
export function fieldErrorText(field: ApiFieldError, t: Translate): string {
  if (field.code) {
    const text = errorCodeText(field.code, t);
    if (text) return text;
  }
  return field.issue ? issueText(t, field.issue) : field.message;
}

/**
 * The text for an API failure in the current language, by its code: a validation error gives its
 * first field's message (the field named by its API name), any other code its `error.<CODE>` text
 * (NETWORK included). Null for an unknown code or a failure that is not an API error.
 */
export function knownApiErrorText(error: unknown, t: Translate): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "VALIDATION_ERROR") {
    const [first] = apiFieldErrors(error);
    if (first) return fieldErrorText(first, t).replaceAll("{path}", first.field);
  }
  return errorCodeText(error.code, t);
}

/** `knownApiErrorText`, with the internal error's text for anything it does not know. */
export function apiErrorText(error: unknown, t: Translate): string {
  return knownApiErrorText(error, t) ?? t("error.INTERNAL_ERROR");
}
