import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { TextField } from "../../../components/form-field.tsx";
import { LanguageSwitch } from "../../../components/language-switch.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { consumeRedirectAfterLogin } from "../../../lib/redirect-after-login.ts";
import { useSession } from "../../../lib/session.ts";
import { countriesQueryOptions, useUpdateMeMutation } from "../api.ts";
import { phoneAndCountrySchema, toE164 } from "../phone.ts";
import { CountrySelect } from "./country-select.tsx";

/** SPEC §2: a signed-in user without phone or country completes the profile here, then goes on. */
export function CompleteProfilePage() {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const search = useSearch({ from: "/complete-profile" });
  const session = useSession();
  const countries = useQuery(countriesQueryOptions(locale));
  const update = useUpdateMeMutation({ completing: true });
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => phoneAndCountrySchema(t("profile.phoneInvalid")), [t]);
  const user = session.user;
  const form = useZodForm(schema, {
    defaultValues: { phone: user?.phone ?? "", country: user?.country ?? (locale === "id" ? "ID" : "") },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: "phone" | "country") => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined);

  const onSubmit = form.handleSubmit(async ({ phone, country }) => {
    setFormError(null);
    try {
      await update.mutateAsync({ phone: toE164(phone, country), country });
      await navigate({ href: consumeRedirectAfterLogin(search.redirect), replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <LanguageSwitch />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold" data-testid="complete-profile-heading">
          {t("profile.complete.title")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t("profile.complete.subtitle")}</p>
        <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          {formError ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </div>
          ) : null}
          {countries.isError ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t("profile.countriesError")}
            </div>
          ) : null}
          <CountrySelect
            label={t("profile.country")}
            countries={countries.data ?? []}
            autoComplete="country"
            error={shown("country")}
            {...form.register("country", { deps: ["phone"] })}
          />
          <TextField
            label={t("profile.phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t("profile.phoneHint")}
            error={shown("phone")}
            {...form.register("phone")}
          />
          <button
            type="submit"
            disabled={update.isPending}
            aria-busy={update.isPending}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {update.isPending ? t("auth.submitting") : t("profile.complete.submit")}
          </button>
        </form>
      </div>
    </main>
  );
}
