import "./zod-config.ts";
import { formErrorMap } from "@app/shared/zod-error-map";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { apiFieldErrors, fieldErrorText } from "./api-error-text.ts";
import { type Translate, useLocale } from "./locale.tsx";

/**
 * react-hook-form with a zod schema, the shared error map of SPEC §5 in the current language, and
 * validation from the first blur on (errors appear once a field was touched, or on submit).
 * Messages keep the `{path}` slot; FormField fills it with the field's label.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { locale } = useLocale();
  const resolver = useMemo(() => zodResolver(schema, { error: formErrorMap(locale) }), [schema, locale]);
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: "onTouched", ...options, resolver });
}

/**
 * The error message a field shows (SPEC §2 form fields): once the field was touched or the form
 * submitted, and a server's message at once. Call it while rendering: reading the form state is
 * what makes react-hook-form render the form again when it changes.
 */
export function shownErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "formState">,
): (name: Path<T>) => string | undefined {
  const { errors, touchedFields, isSubmitted } = form.formState;
  return (name) => {
    const error: FieldError | undefined = get(errors, name);
    return get(touchedFields, name) || isSubmitted || error?.type === "server" ? error?.message : undefined;
  };
}

/**
 * Puts the server's `details.fields` onto the form's fields, each in the current language (its
 * code's text or its issue, see `fieldErrorText`). A field the server words only in its own
 * (English, lower-case) message shows its `fallbacks` text instead when one is given. Returns true
 * when at least one field got its message (the caller then needs no general alert).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
  error: unknown,
  t: Translate,
  fallbacks: Partial<Record<Path<T>, string>> = {},
): boolean {
  const values = form.getValues();
  let applied = false;
  for (const field of apiFieldErrors(error)) {
    if (!(field.field in values)) continue;
    form.setError(
      field.field as Path<T>,
      {
        type: "server",
        message:
          (field.code || field.issue ? undefined : fallbacks[field.field as Path<T>]) ?? fieldErrorText(field, t),
      },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
