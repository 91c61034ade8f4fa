import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";
import type { CatalogueSection } from "./catalogue-list-page.tsx";

/**
 * The dialog that adds or edits one row of a catalogue screen: "New …" or "Edit …", and a submit
 * that saves, toasts the saved item's name and closes. A failure goes onto the form's fields, or
 * above them when no field takes it.
 */
export function CatalogueFormDialog<In extends FieldValues, Out>({
  section,
  isNew,
  form,
  save,
  pending,
  onClose,
  formError,
  wide = false,
  children,
}: {
  section: CatalogueSection;
  isNew: boolean;
  form: UseFormReturn<In, unknown, Out>;
  /** Saves the form's values; answers the saved item's name. */
  save: (values: Out) => Promise<string>;
  pending: boolean;
  onClose: () => void;
  /**
   * Puts a failed save's field errors on the form and answers what to show above the fields (null
   * when the fields show it all). By default, the server's field errors on the fields of their name.
   */
  formError?: (error: unknown, values: Out) => string | null;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const feedback = useCrudFeedback();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      feedback.saved(await save(values), isNew);
      onClose();
    } catch (failure) {
      setError(formError ? formError(failure, values) : feedback.formError(form, failure));
    }
  });

  return (
    <FormDialog
      open
      wide={wide}
      title={isNew ? t(`adminCatalogue.${section}.new`) : t(`adminCatalogue.${section}.edit`)}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      error={error}
    >
      {children}
    </FormDialog>
  );
}
