import { forgotPasswordBody } from "@app/shared/schemas/users";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { TextField } from "../../../components/form-field.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { useForgotPasswordMutation } from "../api.ts";
import { AuthCard, FormAlert, SubmitButton } from "./auth-card.tsx";

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const t = useT();
  const forgot = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordBody, { defaultValues: { email: "" } });
  const { errors, touchedFields, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) setFormError(apiErrorText(error, t));
    }
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
          <TextField
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            error={touchedFields.email || isSubmitted ? errors.email?.message : undefined}
            {...form.register("email")}
          />
          <SubmitButton
            pending={forgot.isPending}
            label={t("auth.forgot.submit")}
            pendingLabel={t("auth.submitting")}
          />
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
