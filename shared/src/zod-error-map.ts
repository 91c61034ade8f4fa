import type { z } from "zod";
import type { Locale } from "./constants.ts";
import { type MessageKey, translate } from "./i18n/translate-core.ts";
import type { ErrorCode } from "./messages.ts";

/**
 * What the wording of a zod issue depends on, without the input itself (it may be a password). The
 * API sends it with each field of a VALIDATION_ERROR so that a client words the field in its own
 * language with `issueText`, as its own forms do.
 */
export type FieldIssue = {
  /** The zod issue code (`too_small`, `invalid_type`, …); `custom` for the API's own checks. */
  code: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  values?: string[];
  /** The input as far as the wording depends on it: absent, an empty string, or a number. */
  input?: "missing" | "empty" | "number";
};

type Word = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * The generic form messages of docs/product.md#forms-and-validation for one issue, through `word`
 * (a `translate` of the wanted language). The field's name is left to the `{path}` slot.
 */
export function issueText(word: Word, issue: FieldIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === "missing") return word("validation.required");
      if (issue.expected === "int" && issue.input === "number") return word("validation.integer");
      return word("validation.invalid");
    case "too_small": {
      const min = issue.minimum ?? 0;
      if (issue.origin === "string") {
        return issue.input === "empty" ? word("validation.required") : word("validation.stringMin", { min });
      }
      if (issue.origin === "array" || issue.origin === "set") return word("validation.arrayMin", { min });
      if (issue.origin === "number" && min === 0 && !issue.inclusive) return word("validation.positive");
      return word("validation.numberMin", { min });
    }
    case "too_big": {
      const max = issue.maximum ?? 0;
      if (issue.origin === "string") return word("validation.stringMax", { max });
      if (issue.origin === "array" || issue.origin === "set") return word("validation.arrayMax", { max });
      return word("validation.numberMax", { max });
    }
    case "invalid_format":
      return issue.format === "email" ? word("validation.email") : word("validation.invalid");
    case "invalid_value":
      return word("validation.oneOf", { values: (issue.values ?? []).join(", ") });
    case "not_multiple_of":
      return word("validation.integer");
    case "unrecognized_keys":
      return word("validation.unknownField");
    default:
      return word("validation.invalid");
  }
}

type AnyIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** The serialisable part of a zod issue that `issueText` reads (the input only as its kind). */
export function toFieldIssue(issue: AnyIssue): FieldIssue {
  const out: FieldIssue = { code: issue.code };
  const source = issue as Partial<Record<string, unknown>>;
  for (const name of ["origin", "expected", "format"] as const) {
    if (typeof source[name] === "string") out[name] = source[name];
  }
  for (const name of ["minimum", "maximum"] as const) {
    const value = source[name];
    if (typeof value === "number" || typeof value === "bigint") out[name] = Number(value);
  }
  if (typeof source.inclusive === "boolean") out.inclusive = source.inclusive;
  if (Array.isArray(source.values)) out.values = source.values.map(String);
  // A finished issue keeps its input only when the parse asked for it (`reportInput`).
  if ("input" in issue) {
    const input = issue.input;
    if (input === undefined || input === null) out.input = "missing";
    else if (input === "") out.input = "empty";
    else if (typeof input === "number") out.input = "number";
  }
  return out;
}

const slotted =
  (locale: Locale): Word =>
  (key, vars = {}) =>
    translate(locale, key, { path: "{path}", ...vars });

/**
 * The generic form messages of docs/product.md#forms-and-validation as one zod error map, shared by
 * the panel's forms and the API. The map runs before zod knows an issue's full path, so it leaves a
 * `{path}` slot that `issuesToFields` fills from the final issue.
 */
export function formErrorMap(locale: Locale = "en"): z.core.$ZodErrorMap {
  const word = slotted(locale);
  return (issue) => issueText(word, toFieldIssue(issue));
}

/**
 * One field named by an API error (`details.fields`): the English `message`, and what a client
 * needs to say it in its own language: the generic `issue`, or the `code` whose `error.<CODE>`
 * text words it. Neither for a message that only the API words (a client shows `message`).
 */
export type FieldError = { field: string; message: string; issue?: FieldIssue; code?: ErrorCode };

/**
 * Turns a ZodError into one message per field, with the `{path}` slot filled. A field gets its
 * `issue` when its message is the error map's own wording (a schema's custom message is not).
 */
export function issuesToFields(error: { issues: readonly z.core.$ZodIssue[] }, locale: Locale = "en"): FieldError[] {
  const word = slotted(locale);
  return error.issues.flatMap((issue): FieldError[] => {
    // A strict object's unknown fields are one issue on the object: each is named on its own.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => {
        const field = [...issue.path.map(String), key].join(".");
        return {
          field,
          message: word("validation.unknownField").replaceAll("{path}", field),
          issue: { code: issue.code },
        };
      });
    }
    const field = issue.path.map(String).join(".") || "body";
    const message = issue.message.replaceAll("{path}", field);
    const described = toFieldIssue(issue);
    return [issueText(word, described) === issue.message ? { field, message, issue: described } : { field, message }];
  });
}
