import { useState } from "react";
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import { apiErrorText } from "../lib/api-error-text.ts";
import { applyServerFieldErrors } from "../lib/form.ts";
import { useT } from "../lib/locale.tsx";

/**
 * A form's submit that runs `action` with the valid values and shows why the server refused: its
 * field errors on the form's fields, anything else as `formError` (the alert above the fields).
 * Each submit clears the previous alert; `onInvalid` runs when the form's own validation stops it.
 */
export function useFormSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  action: (values: Out) => Promise<unknown>,
  onInvalid?: SubmitErrorHandler<In>,
) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  }, onInvalid);
  return { submit, formError, setFormError };
}
