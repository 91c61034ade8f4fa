import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { COMPOSE_DEFAULTS, type ComposeFormInput, type ComposeFormOutput, composeFormSchema } from "../compose-form.ts";

export type ComposeForm = UseFormReturn<ComposeFormInput, unknown, ComposeFormOutput>;

/**
 * The compose form, its messages in the page language. `firstSender` is preselected once the
 * sender list is there.
 */
export function useComposeForm(firstSender: string | undefined): ComposeForm {
  const t = useT();
  const schema = useMemo(
    () =>
      composeFormSchema({
        emailsRequired: t("adminEmail.compose.emailsRequired"),
        emailsTooMany: t("adminEmail.compose.emailsTooMany"),
        fileRequired: t("adminEmail.compose.fileRequired"),
        fileType: t("adminEmail.compose.fileType"),
        fileTooLarge: t("adminEmail.compose.fileTooLarge"),
        segmentRequired: t("adminEmail.compose.segmentRequired"),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: COMPOSE_DEFAULTS });

  useEffect(() => {
    if (firstSender && !form.getValues("senderId")) form.setValue("senderId", firstSender);
  }, [firstSender, form]);

  const source = form.watch("source");
  // A file input cannot be refilled, so leaving the file source forgets the chosen file.
  useEffect(() => {
    if (source !== "file") form.setValue("file", undefined);
  }, [source, form]);

  return form;
}
