import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { useCallback, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useUpsertForm } from "../../../hooks/use-upsert-form.ts";
import { useT } from "../../../lib/locale.tsx";
import {
  type AnnouncementFormOutput,
  announcementFormSchema,
  formDefaults,
  LANGUAGE_FIELDS,
  toInput,
} from "../announcement-form.ts";
import { useCreateAnnouncement, useUpdateAnnouncement } from "../api.ts";

export type Language = keyof typeof LANGUAGE_FIELDS;
export const LANGUAGES: readonly Language[] = ["en", "id"];

export type AnnouncementForm = UseFormReturn<
  z.input<ReturnType<typeof announcementFormSchema>>,
  unknown,
  AnnouncementFormOutput
>;

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
  const [language, setLanguage] = useState<Language>("en");
  const schema = useMemo(() => announcementFormSchema(t("adminAnnouncements.form.endsAfterStart")), [t]);
  const openFirstTab = useCallback(() => setLanguage("en"), []);
  const { form, submit, formError, pending } = useUpsertForm({
    open,
    row: announcement,
    schema,
    defaults: formDefaults,
    toBody: toInput,
    create: useCreateAnnouncement(),
    update: useUpdateAnnouncement(),
    toasts: { created: t("adminAnnouncements.created"), updated: t("adminAnnouncements.updated") },
    onClose,
    onOpen: openFirstTab,
    onInvalid: (invalid) => {
      // Open the tab that holds the first error, so the error (and its field) can be seen.
      const withError = LANGUAGES.find((lang) => LANGUAGE_FIELDS[lang].some((field) => invalid[field]));
      if (withError && !LANGUAGE_FIELDS[language].some((field) => invalid[field])) setLanguage(withError);
    },
  });

  return { form, language, setLanguage, submit, pending, formError };
}
