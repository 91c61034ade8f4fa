import "../../../lib/zod-config.ts";
import type { MfaPassedDto, TotpSetupDto } from "@app/shared/schemas/mfa";
import { totpSetupForm } from "@app/shared/schemas/mfa";
import { TextField } from "../../../components/form-field.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { useConfirmTotpMutation } from "../api.ts";
import { SetupForm } from "./setup-form.tsx";

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Scan (or type) the new secret, then prove it with the app's first code. */
export function AuthenticatorSetup({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetupDto;
  onDone: (passed: MfaPassedDto) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const confirm = useConfirmTotpMutation();
  const form = useZodForm(totpSetupForm, { defaultValues: { code: "", label: t("security.app.defaultName") } });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError } = useFormSubmit(form, async (values) => {
    onDone(await confirm.mutateAsync({ factorId: setup.factorId, ...values }));
  });

  return (
    <section
      aria-labelledby="mfa-app-heading"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="mfa-app-setup"
    >
      <h3 id="mfa-app-heading" className="text-base font-semibold">
        {t("security.app.title")}
      </h3>
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm text-slate-700">
        <li className="flex flex-col gap-3">
          <span>{t("security.app.step1")}</span>
          <QrCode value={setup.uri} label={t("security.app.qrLabel")} />
          <span className="text-slate-600">{t("security.app.manual")}</span>
          <code
            className="w-fit rounded bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider break-all text-slate-900"
            data-testid="mfa-secret"
          >
            {grouped(setup.secret)}
          </code>
        </li>
        <li className="flex flex-col gap-3">
          <span>{t("security.app.step2")}</span>
          <SetupForm
            onSubmit={onSubmit}
            error={formError}
            pending={confirm.isPending}
            submitLabel={t("security.app.confirm")}
            pendingLabel={t("security.verify.submitting")}
            onCancel={onCancel}
          >
            <TextField
              label={t("security.app.code")}
              error={shown("code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              className="font-mono tracking-widest"
              data-testid="mfa-setup-code"
              {...form.register("code")}
            />
            <TextField label={t("security.app.name")} error={shown("label")} {...form.register("label")} />
          </SetupForm>
        </li>
      </ol>
    </section>
  );
}
