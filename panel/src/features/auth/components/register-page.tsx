import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ChangeEvent, useState } from "react";
import { AuthCard } from "../../../components/auth-card.tsx";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { PasswordInput } from "../../../components/password-input.tsx";
import { apiErrorText, apiFieldErrors } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { clearReferralCode, readReferralCode } from "../../../lib/referral-capture.ts";
import { consumeRedirectAfterLogin, resolveRedirectAfterLogin } from "../../../lib/session/redirect-after-login.ts";
import { isProfileComplete } from "../../../lib/session/session.ts";
import { useRegisterMutation } from "../api.ts";
import { AuthFooterLink, EmailField } from "./auth-fields.tsx";

// A loader, not the schema: zod stays out of the page's first screen (lib/form.ts).
const loadRegisterForm = () =>
  import("@app/shared/schemas/users").then(({ registerBody }) =>
    registerBody.pick({ name: true, email: true, password: true, referralCode: true }),
  );

/**
 * Registration (docs/product.md#accounts-and-sign-in): name, email, password and the referral code
 * from `?ref=` or the session. A code the server refuses is shown on its field and forgotten
 * (session and `?ref=`), so that the next attempt, or a reload, does not send it again; emptying
 * the field forgets it too.
 */
export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const search = useSearch({ from: "/register" });
  const register = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(loadRegisterForm, {
    defaultValues: { name: "", email: "", password: "", referralCode: search.ref ?? readReferralCode() ?? "" },
  });
  const shown = shownErrors(form);
  const referralField = form.register("referralCode", {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!event.target.value.trim()) clearReferralCode();
    },
  });

  const forgetReferralCode = () => {
    clearReferralCode();
    if (search.ref !== undefined)
      void navigate({ to: "/register", search: { trial: search.trial, redirect: search.redirect }, replace: true });
  };

  const removeReferralCode = () => {
    form.setValue("referralCode", "");
    form.clearErrors("referralCode");
    forgetReferralCode();
  };

  const onSubmit = form.handleSubmit(async ({ referralCode, ...values }) => {
    setFormError(null);
    try {
      const { user } = await register.mutateAsync({ ...values, ...(referralCode ? { referralCode } : {}) });
      // The page the visitor was going to (a package's checkout, say) survives the registration.
      if (isProfileComplete(user))
        await navigate({ href: consumeRedirectAfterLogin(search.redirect, user.role), replace: true });
      else
        await navigate({
          to: "/complete-profile",
          search: search.redirect ? { redirect: resolveRedirectAfterLogin(search.redirect, user.role) } : {},
          replace: true,
        });
    } catch (error) {
      if (apiFieldErrors(error).some((f) => f.field === "referralCode")) forgetReferralCode();
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <AuthCard title={t("auth.register.title")} subtitle={t("auth.register.subtitle")} headingTestId="register-heading">
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {search.trial ? (
          <FormAlert tone="notice">
            <span data-testid="register-trial-notice">{t("auth.trial.register")}</span>
          </FormAlert>
        ) : null}
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField label={t("auth.name")} autoComplete="name" error={shown("name")} {...form.register("name")} />
        <EmailField field={form.register("email")} error={shown("email")} />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          error={shown("password")}
          {...form.register("password")}
        />
        <TextField label={t("auth.referralCode")} autoComplete="off" error={shown("referralCode")} {...referralField} />
        {form.formState.errors.referralCode?.type === "server" ? (
          <button
            type="button"
            onClick={removeReferralCode}
            className="-mt-2 self-start text-sm font-medium text-brand-700 hover:underline"
          >
            {t("auth.referralCode.remove")}
          </button>
        ) : null}
        <SubmitButton
          pending={register.isPending}
          label={t("auth.register.submit")}
          pendingLabel={t("auth.submitting")}
        />
      </form>
      <AuthFooterLink to="/login" prompt={t("auth.haveAccount")} redirect={search.redirect} trial={search.trial}>
        {t("auth.signIn")}
      </AuthFooterLink>
    </AuthCard>
  );
}
