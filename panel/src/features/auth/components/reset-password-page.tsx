import "../../../lib/zod-config.ts";
import { resetPasswordBody } from "@app/shared/schemas/users";
import { Link, useSearch } from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { AuthCard } from "../../../components/auth-card.tsx";
import { buttonClass, SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PasswordInput } from "../../../components/password-input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText, apiFieldErrors } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { useResetPasswordMutation } from "../api.ts";
import { AuthFooterLink } from "./auth-fields.tsx";

function resetForm(t: Translate) {
  return resetPasswordBody
    .pick({ password: true })
    .extend({ confirm: resetPasswordBody.shape.password })
    .refine((v) => v.password === v.confirm, { error: t("auth.reset.mismatch"), path: ["confirm"] });
}

/** New password from the emailed link `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const t = useT();
  const { token } = useSearch({ from: "/reset-password" });
  const reset = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const schema = useMemo(() => resetForm(t), [t]);
  const form = useZodForm(schema, { defaultValues: { password: "", confirm: "" } });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token: token ?? "", password });
    } catch (error) {
      const tokenRejected =
        error instanceof ApiError &&
        (error.code === "RESET_INVALID" || apiFieldErrors(error).some((f) => f.field === "token"));
      if (tokenRejected) setLinkInvalid(true);
      else if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  });

  let body: ReactNode;
  if (reset.isSuccess) {
    body = (
      <div className="mt-6 flex flex-col gap-4">
        <FormAlert tone="success">{t("account.passwordChanged")}</FormAlert>
        <Link to="/login" className={buttonClass("primary", undefined, "text-center")}>
          {t("auth.signIn")}
        </Link>
      </div>
    );
  } else if (linkInvalid) {
    body = (
      <div className="mt-6 flex flex-col gap-4">
        <FormAlert tone="error">{t("account.resetInvalid")}</FormAlert>
        <Link to="/forgot-password" className="text-center text-sm font-medium text-brand-700 hover:underline">
          {t("auth.reset.requestNew")}
        </Link>
      </div>
    );
  } else {
    body = (
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <PasswordInput
          label={t("auth.reset.newPassword")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          error={shown("password")}
          {...form.register("password")}
        />
        <PasswordInput
          label={t("auth.reset.confirmPassword")}
          autoComplete="new-password"
          error={shown("confirm")}
          {...form.register("confirm")}
        />
        <SubmitButton pending={reset.isPending} label={t("auth.reset.submit")} pendingLabel={t("auth.submitting")} />
      </form>
    );
  }

  return (
    <AuthCard title={t("auth.reset.title")} headingTestId="reset-heading">
      {body}
      <AuthFooterLink to="/login">{t("auth.backToLogin")}</AuthFooterLink>
    </AuthCard>
  );
}
