import { useEffect } from "react";
import type { DefaultValues, FieldValues, SubmitErrorHandler } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "../components/toast.tsx";
import { type SchemaSource, useZodForm } from "../lib/form.ts";
import { useFormSubmit } from "./use-form-submit.ts";

/** The part of a mutation (`useMutation`'s result) the form uses. */
interface Mutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The form of a dialog that creates a row (`row` null) or edits one: filled with `defaults(row)`
 * each time the dialog opens, and a submit that creates or updates, toasts `created` or `updated`
 * and closes. A refusal stays in the dialog, as `useFormSubmit` shows it. `defaults` and `onOpen`
 * (what else the dialog resets when it opens) must keep their identity between renders.
 */
export function useUpsertForm<S extends z.ZodType<FieldValues, FieldValues>, Row extends { uuid: string }, Body>({
  open,
  row,
  schema,
  defaults,
  toBody,
  create,
  update,
  toasts,
  onClose,
  onOpen,
  onInvalid,
}: {
  open: boolean;
  row: Row | null;
  schema: SchemaSource<S>;
  defaults: (row: Row | null) => DefaultValues<z.input<S>>;
  toBody: (values: z.output<S>) => Body;
  create: Mutation<Body>;
  update: Mutation<{ uuid: string; input: Body }>;
  toasts: { created: string; updated: string };
  onClose: () => void;
  onOpen?: () => void;
  onInvalid?: SubmitErrorHandler<z.input<S>>;
}) {
  const toast = useToast();
  const form = useZodForm(schema, { defaultValues: defaults(row) });
  const { submit, formError, setFormError } = useFormSubmit(
    form,
    async (values) => {
      if (row) {
        await update.mutateAsync({ uuid: row.uuid, input: toBody(values) });
        toast.success(toasts.updated);
      } else {
        await create.mutateAsync(toBody(values));
        toast.success(toasts.created);
      }
      onClose();
    },
    onInvalid,
  );

  // Opening the dialog, or opening it on another row, starts from that row's values.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(defaults(row));
    setFormError(null);
    onOpen?.();
  }, [open, row, defaults, reset, setFormError, onOpen]);

  return { form, submit, formError, pending: create.isPending || update.isPending };
}
