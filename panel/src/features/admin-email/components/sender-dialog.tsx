import { useEffect, useState } from "react";
import { SelectField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { type SenderDto, useCreateSender, useUpdateSender } from "../api.ts";
import { SENDER_PROVIDERS, senderDefaults, senderFormSchema, toSenderInput } from "../sender-form.ts";

/** Create (sender null) or edit a sender: name, addresses, provider and sending limits. */
export function SenderDialog({
  open,
  sender,
  onClose,
}: {
  open: boolean;
  sender: SenderDto | null;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const create = useCreateSender();
  const update = useUpdateSender();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(senderFormSchema, { defaultValues: senderDefaults(sender) });
  const shown = shownErrors(form);

  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(senderDefaults(sender));
    setFormError(null);
  }, [open, sender, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (sender) {
        await update.mutateAsync({ uuid: sender.uuid, input: toSenderInput(values) });
        toast.success(t("adminEmail.senders.updated"));
      } else {
        await create.mutateAsync(toSenderInput(values));
        toast.success(t("adminEmail.senders.created"));
      }
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t(sender ? "adminEmail.senders.edit" : "adminEmail.senders.new")}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={create.isPending || update.isPending}
      error={formError}
    >
      <TextField label={t("adminEmail.senders.field.name")} error={shown("name")} {...form.register("name")} />
      <TextField
        type="email"
        label={t("adminEmail.senders.field.fromAddress")}
        autoComplete="off"
        error={shown("fromAddress")}
        {...form.register("fromAddress")}
      />
      <TextField
        type="email"
        label={t("adminEmail.senders.field.replyTo")}
        autoComplete="off"
        error={shown("replyTo")}
        {...form.register("replyTo")}
      />
      <SelectField label={t("adminEmail.senders.field.provider")} {...form.register("provider")}>
        {SENDER_PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {t(`adminEmail.senders.provider.${provider}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          inputMode="numeric"
          label={t("adminEmail.senders.field.dailyLimit")}
          error={shown("dailyLimit")}
          {...form.register("dailyLimit")}
        />
        <TextField
          inputMode="numeric"
          label={t("adminEmail.senders.field.perSecond")}
          error={shown("perSecond")}
          {...form.register("perSecond")}
        />
      </div>
    </FormDialog>
  );
}
