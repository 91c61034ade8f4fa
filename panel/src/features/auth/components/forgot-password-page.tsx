import "../../../lib/zod-config.ts";
import { forgotPasswordBody } from "@app/shared/schemas/users";
import { AuthCard } from "../../../components/auth-card.tsx";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { useForgotPasswordMutation } from "../api.ts";
import { AuthFooterLink, EmailField } from "./auth-fields.tsx";

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const t = useT();
  const forgot = useForgotPasswordMutation();
  const form = useZodForm(forgotPasswordBody, { defaultValues: { email: "" } });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError } = useFormSubmit(form, async (values) => {
    await forgot.mutateAsync(values);
  });

  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} headingTestId="forgot-heading">
      {forgot.isSuccess ? (
        <div className="mt-6">
          <FormAlert tone="success">{t("account.resetSent")}</FormAlert>
        </div>
      ) : (
        <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
          <EmailField field={form.register("email")} error={shown("email")} />
          <SubmitButton
            pending={forgot.isPending}
            label={t("auth.forgot.submit")}
            pendingLabel={t("auth.submitting")}
          />
        </form>
      )}
      <AuthFooterLink to="/login">{t("auth.backToLogin")}</AuthFooterLink>
    </AuthCard>
  );
}
