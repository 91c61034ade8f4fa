import { SelectField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useUpsertForm } from "../../../hooks/use-upsert-form.ts";
import { shownErrors } from "../../../lib/form.ts";
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
  const { form, submit, formError, pending } = useUpsertForm({
    open,
    row: sender,
    schema: senderFormSchema,
    defaults: senderDefaults,
    toBody: toSenderInput,
    create: useCreateSender(),
    update: useUpdateSender(),
    toasts: { created: t("adminEmail.senders.created"), updated: t("adminEmail.senders.updated") },
    onClose,
  });
  const shown = shownErrors(form);

  return (
    <FormDialog
      open={open}
      title={t(sender ? "adminEmail.senders.edit" : "adminEmail.senders.new")}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
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
