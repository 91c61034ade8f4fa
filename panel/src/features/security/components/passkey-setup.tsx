import "../../../lib/zod-config.ts";
import type { MfaPassedDto } from "@app/shared/schemas/mfa";
import { passkeyLabelForm } from "@app/shared/schemas/mfa";
import { useState } from "react";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { useAddPasskeyMutation } from "../api.ts";
import { passkeyErrorText } from "./passkey-error.ts";
import { SetupForm } from "./setup-form.tsx";

/** Name the passkey, then the browser asks for the fingerprint, screen lock or security key. */
export function PasskeySetup({ onDone, onCancel }: { onDone: (passed: MfaPassedDto) => void; onCancel: () => void }) {
  const t = useT();
  const add = useAddPasskeyMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(passkeyLabelForm, { defaultValues: { label: t("security.passkey.defaultName") } });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async ({ label }) => {
    setFormError(null);
    try {
      onDone(await add.mutateAsync(label));
    } catch (error) {
      setFormError(passkeyErrorText(error, t));
    }
  });

  return (
    <section
      aria-labelledby="mfa-passkey-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="mfa-passkey-setup"
    >
      <h3 id="mfa-passkey-heading" className="text-base font-semibold">
        {t("security.passkey.title")}
      </h3>
      <p className="text-sm text-slate-600">{t("security.passkey.intro")}</p>
      <SetupForm
        onSubmit={onSubmit}
        error={formError}
        pending={add.isPending}
        submitLabel={t("security.passkey.submit")}
        pendingLabel={t("security.verify.waitingForPasskey")}
        onCancel={onCancel}
      >
        <TextField label={t("security.passkey.name")} error={shown("label")} {...form.register("label")} />
      </SetupForm>
    </section>
  );
}
