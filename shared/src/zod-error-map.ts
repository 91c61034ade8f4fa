import type { z } from "zod";
import type { Locale } from "./constants.ts";
import { translate } from "./i18n/translate-core.ts";

/**
 * The generic form messages of SPEC §5 as one zod error map, shared by the panel's forms and the
 * API. The map runs before zod knows an issue's full path, so it leaves a `{path}` slot that
 * `issuesToFields` fills from the final issue.
 */
export function formErrorMap(locale: Locale = "en"): z.core.$ZodErrorMap {
  const t = (key: Parameters<typeof translate>[1], vars: Record<string, string | number> = {}) =>
    translate(locale, key, { path: "{path}", ...vars });
  return (issue) => {
    switch (issue.code) {
      case "invalid_type":
        if (issue.input === undefined || issue.input === null) return t("validation.required");
        if (issue.expected === "int" && typeof issue.input === "number") return t("validation.integer");
        return t("validation.invalid");
      case "too_small": {
        const min = Number(issue.minimum);
        if (issue.origin === "string") {
          return issue.input === "" ? t("validation.required") : t("validation.stringMin", { min });
        }
        if (issue.origin === "array" || issue.origin === "set") return t("validation.arrayMin", { min });
        if (issue.origin === "number" && min === 0 && !issue.inclusive) return t("validation.positive");
        return t("validation.numberMin", { min });
      }
      case "too_big": {
        const max = Number(issue.maximum);
        if (issue.origin === "string") return t("validation.stringMax", { max });
        if (issue.origin === "array" || issue.origin === "set") return t("validation.arrayMax", { max });
        return t("validation.numberMax", { max });
      }
      case "invalid_format":
        return issue.format === "email" ? t("validation.email") : t("validation.invalid");
      case "invalid_value":
        return t("validation.oneOf", { values: issue.values.map(String).join(", ") });
      case "not_multiple_of":
        return t("validation.integer");
      default:
        return t("validation.invalid");
    }
  };
}

export type FieldError = { field: string; message: string };

/** Turns a ZodError into one message per field, with the `{path}` slot filled. */
export function issuesToFields(error: { issues: readonly z.core.$ZodIssue[] }): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "body";
    return { field, message: issue.message.replaceAll("{path}", field) };
  });
}
