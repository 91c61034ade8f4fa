import { formErrorMap } from "@app/shared/zod-error-map";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { apiFieldErrors, serverMessageText } from "./api-error-text.ts";
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
 * Puts the server's `details.fields` of a VALIDATION_ERROR onto the form's fields; with `t`, known
 * catalogue messages are translated. Returns true when at least one field got its message (the
 * caller then needs no general alert).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
  error: unknown,
  t?: Translate,
): boolean {
  const values = form.getValues();
  let applied = false;
  for (const { field, message } of apiFieldErrors(error)) {
    if (!(field in values)) continue;
    form.setError(
      field as Path<T>,
      { type: "server", message: t ? serverMessageText(message, t) : message },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
