import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { useEffect, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import {
  type AnnouncementFormInput,
  type AnnouncementFormOutput,
  announcementFormSchema,
  formDefaults,
  LANGUAGE_FIELDS,
  toInput,
} from "../announcement-form.ts";
import { useCreateAnnouncement, useUpdateAnnouncement } from "../api.ts";

export type Language = keyof typeof LANGUAGE_FIELDS;
export const LANGUAGES: readonly Language[] = ["en", "id"];

export type AnnouncementForm = UseFormReturn<AnnouncementFormInput, unknown, AnnouncementFormOutput>;

/**
 * The announcement dialog's form and its open language tab. `announcement` null → a new one.
 * `submit` creates or updates, then closes; an invalid form opens the tab that holds its first
 * error.
 */
export function useAnnouncementForm({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  announcement: AnnouncementDto | null;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [language, setLanguage] = useState<Language>("en");
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => announcementFormSchema(t("adminAnnouncements.form.endsAfterStart")), [t]);
  const form = useZodForm(schema, { defaultValues: formDefaults(announcement) });
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();

  // A new subject for the dialog (opened for another announcement, or for a new one) resets it.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(formDefaults(announcement));
    setLanguage("en");
    setFormError(null);
  }, [open, announcement, reset]);

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        if (announcement) {
          await update.mutateAsync({ uuid: announcement.uuid, input: toInput(values) });
          toast.success(t("adminAnnouncements.updated"));
        } else {
          await create.mutateAsync(toInput(values));
          toast.success(t("adminAnnouncements.created"));
        }
        onClose();
      } catch (error) {
        if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
      }
    },
    (invalid) => {
      // Open the tab that holds the first error, so the error (and its field) can be seen.
      const withError = LANGUAGES.find((lang) => LANGUAGE_FIELDS[lang].some((field) => invalid[field]));
      if (withError && !LANGUAGE_FIELDS[language].some((field) => invalid[field])) setLanguage(withError);
    },
  );

  return { form, language, setLanguage, submit, pending: create.isPending || update.isPending, formError };
}
