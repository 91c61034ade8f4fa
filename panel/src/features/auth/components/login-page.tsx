import type { MessageKey } from "@app/shared/i18n/translate";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { AuthCard } from "../../../components/auth-card.tsx";
import { Button, SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PasswordInput } from "../../../components/password-input.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { startGoogleLogin } from "../../../lib/google-login.ts";
import { useT } from "../../../lib/locale.tsx";
import { type ForcedLogoutReason, recalledSignedOutReason } from "../../../lib/session/logout-reason.ts";
import { consumeRedirectAfterLogin, resolveRedirectAfterLogin } from "../../../lib/session/redirect-after-login.ts";
import { isProfileComplete } from "../../../lib/session/session.ts";
import { googleConfigQueryOptions, useLoginMutation } from "../api.ts";
import { AuthFooterLink, EmailField } from "./auth-fields.tsx";

// A loader, not the schema: zod stays out of the page's first screen (lib/form.ts).
const loadLoginBody = () => import("@app/shared/schemas/users").then(({ loginBody }) => loginBody);

const REASON_KEYS = {
  "other-browser": "auth.signedOut.otherBrowser",
  "signed-out-elsewhere": "auth.signedOut.elsewhere",
  suspended: "auth.signedOut.suspended",
  expired: "auth.signedOut.expired",
} as const satisfies Record<ForcedLogoutReason, MessageKey>;

/**
 * Sign-in page (docs/product.md#accounts-and-sign-in, #sessions-in-the-browser): email + password,
 * Google, links to registration and password reset. After a forced logout, `reason` says why the
 * user was signed out.
 */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const search = useSearch({ from: "/login" });
  const wanted = search.redirect ?? search.returnUrl;
  const login = useLoginMutation();
  const google = useQuery(googleConfigQueryOptions());
  const [googleLoading, setGoogleLoading] = useState(false);
  const form = useZodForm(loadLoginBody, { defaultValues: { email: "", password: "" } });
  const shown = shownErrors(form);
  // The forced logout's reason, also after the browser was closed since (kept in storage).
  const [reason] = useState(() => search.reason ?? recalledSignedOutReason());

  const { submit: onSubmit, formError } = useFormSubmit(form, async (values) => {
    const { user } = await login.mutateAsync(values);
    if (isProfileComplete(user)) {
      await navigate({ href: consumeRedirectAfterLogin(wanted, user.role), replace: true });
    } else {
      await navigate({
        to: "/complete-profile",
        search: { redirect: resolveRedirectAfterLogin(wanted, user.role) },
        replace: true,
      });
    }
  });

  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")} headingTestId="login-heading">
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {reason ? (
          <FormAlert tone="notice">
            <span data-testid="login-signed-out-reason">{t(REASON_KEYS[reason])}</span>
          </FormAlert>
        ) : null}
        {search.trial ? (
          <FormAlert tone="notice">
            <span data-testid="login-trial-notice">{t("auth.trial.login")}</span>{" "}
            <Link to="/register" search={{ trial: 1, redirect: wanted }} className="font-medium underline">
              {t("auth.trial.registerLink")}
            </Link>
          </FormAlert>
        ) : null}
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <EmailField field={form.register("email")} error={shown("email")} />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          error={shown("password")}
          {...form.register("password")}
        />
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="text-brand-700 hover:underline">
            {t("auth.forgot")}
          </Link>
        </div>
        <SubmitButton pending={login.isPending} label={t("auth.submit")} pendingLabel={t("auth.submitting")} />
      </form>
      {google.data?.enabled ? (
        <>
          <div className="my-4 flex items-center gap-3 text-xs text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            {t("auth.or")}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Button
            variant="secondary"
            size="md"
            disabled={googleLoading}
            aria-busy={googleLoading}
            onClick={() =>
              startGoogleLogin({ setLoading: setGoogleLoading, returnUrl: resolveRedirectAfterLogin(wanted) })
            }
            className="flex w-full items-center justify-center gap-2"
          >
            <GoogleIcon />
            {t("auth.google")}
          </Button>
        </>
      ) : null}
      <AuthFooterLink to="/register" prompt={t("auth.noAccount")} redirect={wanted}>
        {t("auth.register")}
      </AuthFooterLink>
    </AuthCard>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}
