import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";

/**
 * Toasts for the admin catalogue screens: a success toast naming the item, and for failures either
 * the server's field errors on the form or an error toast (rethrown, so a confirm dialog stays open).
 */
export function useCrudFeedback() {
  const t = useT();
  const toast = useToast();
  return {
    saved: (name: string, created: boolean) =>
      toast.success(created ? t("adminCatalogue.created") : t("adminCatalogue.updated"), name),
    deleted: (name: string) => toast.success(t("adminCatalogue.deleted"), name),
    /** For a form: field errors go onto the form; anything else becomes the returned text. */
    formError: <T extends FieldValues>(
      form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
      error: unknown,
    ): string | null => {
      if (applyServerFieldErrors(form, error, t)) return null;
      return apiErrorText(error, t);
    },
    failed: (title: string, error: unknown) => toast.error(title, apiErrorText(error, t)),
  };
}
