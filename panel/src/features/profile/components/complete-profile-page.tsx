import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { AuthCard } from "../../../components/auth-card.tsx";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { consumeRedirectAfterLogin } from "../../../lib/session/redirect-after-login.ts";
import { useSession } from "../../../lib/session/session.ts";
import { countriesQueryOptions, useUpdateMeMutation } from "../api.ts";
import { defaultCountry } from "../default-country.ts";
import { phoneAndCountryFallbacks, phoneAndCountrySchema, toE164 } from "../phone.ts";
import { PhoneCountryFields } from "./phone-country-fields.tsx";

/**
 * docs/product.md#accounts-and-sign-in: a signed-in user without phone or country completes the
 * profile here, then goes on.
 */
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
    defaultValues: { phone: user?.phone ?? "", country: defaultCountry(user?.country, locale) },
  });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async ({ phone, country }) => {
    setFormError(null);
    try {
      await update.mutateAsync({ phone: toE164(phone, country), country });
      await navigate({ href: consumeRedirectAfterLogin(search.redirect, user?.role), replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, t, phoneAndCountryFallbacks(t))) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <AuthCard
      title={t("profile.complete.title")}
      subtitle={t("profile.complete.subtitle")}
      headingTestId="complete-profile-heading"
    >
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {countries.isError ? <FormAlert tone="error">{t("profile.countriesError")}</FormAlert> : null}
        <PhoneCountryFields
          countries={countries.data ?? []}
          field={{ country: form.register("country", { deps: ["phone"] }), phone: form.register("phone") }}
          error={shown}
          phoneHint={t("profile.phoneHint")}
        />
        <SubmitButton
          pending={update.isPending}
          label={t("profile.complete.submit")}
          pendingLabel={t("auth.submitting")}
        />
      </form>
    </AuthCard>
  );
}
