import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A field's error once it was touched or the form was submitted (SPEC §2 form fields). */
export function useShownError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
): (name: Path<T>) => string | undefined {
  const { errors, touchedFields, isSubmitted } = form.formState;
  return (name) => {
    const touched = (touchedFields as Record<string, unknown>)[name];
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return touched || isSubmitted ? error?.message : undefined;
  };
}
