import "../../../lib/zod-config.ts";
import { recoveryCodeForm, totpCodeForm } from "@app/shared/schemas/mfa";
import { useState } from "react";
import { Button, SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { usePasskeyVerifyMutation, useVerifyMutation } from "../api.ts";
import { passkeyErrorText } from "./passkey-error.ts";

/**
 * "Confirm it's you": a code from the authenticator app, a passkey, or a recovery code. The
 * session may use the admin area once one passes (decision 053).
 */
export function SecondFactorCheck({
  hasApp,
  hasPasskey,
  onPassed,
}: {
  hasApp: boolean;
  hasPasskey: boolean;
  onPassed: () => void;
}) {
  const t = useT();
  const [mode, setMode] = useState<"app" | "recovery">(hasApp ? "app" : "recovery");
  const passkey = usePasskeyVerifyMutation();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const confirmWithPasskey = async () => {
    setPasskeyError(null);
    try {
      await passkey.mutateAsync();
      onPassed();
    } catch (error) {
      setPasskeyError(passkeyErrorText(error, t));
    }
  };

  return (
    <section
      aria-labelledby="mfa-check-heading"
      className="flex max-w-md flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="mfa-check-heading" className="text-lg font-semibold">
          {t("security.verify.title")}
        </h2>
        <p className="text-sm text-slate-600">
          {mode === "app" ? t("security.verify.intro") : t("security.verify.recoveryIntro")}
        </p>
      </div>
      <CodeForm key={mode} mode={mode} onPassed={onPassed} />
      <div className="flex flex-col items-start gap-3 border-slate-100 border-t pt-4">
        {hasPasskey ? (
          <>
            {passkeyError ? <FormAlert tone="error">{passkeyError}</FormAlert> : null}
            <Button
              variant="secondary"
              size="md"
              onClick={() => void confirmWithPasskey()}
              aria-disabled={passkey.isPending || undefined}
              aria-busy={passkey.isPending || undefined}
              data-testid="mfa-use-passkey"
            >
              {passkey.isPending ? t("security.verify.waitingForPasskey") : t("security.verify.passkey")}
            </Button>
          </>
        ) : null}
        {hasApp ? (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline"
            onClick={() => setMode(mode === "app" ? "recovery" : "app")}
          >
            {mode === "app" ? t("security.verify.useRecovery") : t("security.verify.useApp")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function CodeForm({ mode, onPassed }: { mode: "app" | "recovery"; onPassed: () => void }) {
  const t = useT();
  const verify = useVerifyMutation();
  // Checked when sent, not when the field loses focus: the field has the focus from the start, and
  // an error appearing as the user reaches for "Use a passkey instead" moved that button away
  // between press and release, so the click was lost.
  const form = useZodForm(mode === "app" ? totpCodeForm : recoveryCodeForm, {
    defaultValues: { code: "" },
    mode: "onSubmit",
  });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError } = useFormSubmit(form, async ({ code }) => {
    await verify.mutateAsync(mode === "app" ? { method: "totp", code } : { method: "recovery", code });
    onPassed();
  });

  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <TextField
        label={mode === "app" ? t("security.verify.code") : t("security.verify.recoveryCode")}
        error={shown("code")}
        autoComplete="one-time-code"
        inputMode={mode === "app" ? "numeric" : "text"}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        className="font-mono tracking-widest"
        data-testid="mfa-code"
        {...form.register("code")}
      />
      <SubmitButton
        pending={verify.isPending}
        label={t("security.verify.submit")}
        pendingLabel={t("security.verify.submitting")}
      />
    </form>
  );
}
