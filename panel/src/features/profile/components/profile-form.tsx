import "../../../lib/zod-config.ts";
import { registerBody, type UserDto } from "@app/shared/schemas/users";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { countriesQueryOptions, useUpdateMeMutation } from "../api.ts";
import { defaultCountry } from "../default-country.ts";
import { phoneAndCountryFallbacks, phoneAndCountrySchema, toE164 } from "../phone.ts";
import { PhoneCountryFields } from "./phone-country-fields.tsx";

/** Name, phone and country of the signed-in user (PUT /users/me). Email is shown, not editable. */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t, locale } = useLocale();
  const toast = useToast();
  const countries = useQuery(countriesQueryOptions(locale));
  const update = useUpdateMeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () => phoneAndCountrySchema(t("profile.phoneInvalid")).safeExtend({ name: registerBody.shape.name }),
    [t],
  );
  const form = useZodForm(schema, {
    values: { name: user.name, phone: user.phone ?? "", country: defaultCountry(user.country, locale) },
    resetOptions: { keepDirtyValues: true },
  });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async ({ name, phone, country }) => {
    setFormError(null);
    try {
      await update.mutateAsync({ name, phone: toE164(phone, country), country });
      toast.success(t("profile.saved"));
    } catch (error) {
      if (!applyServerFieldErrors(form, error, t, phoneAndCountryFallbacks(t))) {
        setFormError(apiErrorText(error, t));
      }
    }
  });

  return (
    <form className="flex max-w-lg flex-col gap-4" onSubmit={onSubmit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details" className="text-lg font-semibold">
        {t("profile.details")}
      </h2>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <TextField label={t("auth.email")} type="email" value={user.email} readOnly disabled />
      <TextField label={t("auth.name")} autoComplete="name" error={shown("name")} {...form.register("name")} />
      <PhoneCountryFields
        countries={countries.data ?? []}
        field={{ country: form.register("country", { deps: ["phone"] }), phone: form.register("phone") }}
        error={shown}
      />
      <div>
        <SubmitButton pending={update.isPending} label={t("profile.save")} pendingLabel={t("auth.submitting")} />
      </div>
    </form>
  );
}
