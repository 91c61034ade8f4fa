import type { Locale } from "@app/shared/constants";
import { useEffect, useMemo } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { type ApiFieldError, apiFieldErrors, fieldErrorText } from "./api-error-text.ts";
import { type Translate, useLocale } from "./locale.tsx";

/** A schema, or a loader of one for a page that should not load zod before its first render. */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * react-hook-form with a zod schema, the shared error map (docs/product.md#forms-and-validation) in
 * the current language, and validation from the first blur on (errors appear once a field was
 * touched, or on submit). Messages keep the `{path}` slot; FormField fills it with the field's
 * label.
 *
 * zod and the resolver load on the first validation, or earlier when the visitor first focuses,
 * taps or types on the page. The sign-in and registration pages pass a schema loader (a
 * module-level constant), so that building zod's schemas is not part of their first screen
 * (decision 042).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { locale } = useLocale();
  const lazy = useMemo(() => lazyZodResolver(schema, locale), [schema, locale]);
  useEffect(() => {
    // Fetched when the visitor starts on the page (a focus, a tap, a key), not during its start.
    const load = () => void lazy.load();
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const event of events) document.addEventListener(event, load, { once: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, load);
    };
  }, [lazy]);
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: "onTouched", ...options, resolver: lazy.resolver });
}

function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: SchemaSource<S>, locale: Locale) {
  type FormResolver = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: Promise<FormResolver> | null = null;
  const load = (): Promise<FormResolver> => {
    // The resolver's module first: it configures zod (lib/zod-config.ts) before a schema is built.
    ready ??= import("./zod-resolver.ts").then(async (module) =>
      module.createZodResolver(typeof schema === "function" ? await schema() : schema, locale),
    );
    return ready;
  };
  const resolver: FormResolver = async (values, context, options) => (await load())(values, context, options);
  return { load, resolver };
}

/**
 * The error message a field shows (docs/product.md#forms-and-validation): once the field was
 * touched or the form submitted, and a server's message at once. Call it while rendering: reading
 * the form state is what makes react-hook-form render the form again when it changes.
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

/** Where a server's field error goes on a form: the form field and its message. */
export type FieldPlacement<T extends FieldValues> = { name: Path<T>; message: string } | null;

/**
 * `applyServerFieldErrors` for forms whose fields hold more than one API field: `place` puts a
 * field the form has no control of its own for (`session.cookies[0].domain` on the session
 * textarea, `blockedUrls[2]` on a one-pattern-per-line textarea) on the field that shows it, or
 * answers null for the default (a field of the same name, in its code's or issue's words). Each
 * form field shows its first error. Returns true when at least one field got a message.
 */
export function applyPlacedFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
  error: unknown,
  t: Translate,
  place: (field: ApiFieldError) => FieldPlacement<T>,
): boolean {
  const values = form.getValues();
  const placed = new Set<string>();
  for (const field of apiFieldErrors(error)) {
    const target =
      place(field) ??
      (field.field in values ? { name: field.field as Path<T>, message: fieldErrorText(field, t) } : null);
    if (!target || placed.has(target.name)) continue;
    form.setError(target.name, { type: "server", message: target.message }, { shouldFocus: placed.size === 0 });
    placed.add(target.name);
  }
  return placed.size > 0;
}
