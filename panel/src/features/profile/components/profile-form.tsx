import { registerBody, type UserDto } from "@app/shared/schemas/users";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { TextField } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { countriesQueryOptions, useUpdateMeMutation } from "../api.ts";
import { phoneAndCountrySchema, toE164 } from "../phone.ts";
import { CountrySelect } from "./country-select.tsx";

type Field = "name" | "phone" | "country";

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
    values: { name: user.name, phone: user.phone ?? "", country: user.country ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: Field) => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined);

  const onSubmit = form.handleSubmit(async ({ name, phone, country }) => {
    setFormError(null);
    try {
      await update.mutateAsync({ name, phone: toE164(phone, country), country });
      toast.success(t("profile.saved"));
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) {
        setFormError(apiErrorText(error, t));
      }
    }
  });

  return (
    <form className="flex max-w-lg flex-col gap-4" onSubmit={onSubmit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details" className="text-lg font-semibold">
        {t("profile.details")}
      </h2>
      {formError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </div>
      ) : null}
      <TextField label={t("auth.email")} type="email" value={user.email} readOnly disabled />
      <TextField label={t("auth.name")} autoComplete="name" error={shown("name")} {...form.register("name")} />
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
        error={shown("phone")}
        {...form.register("phone")}
      />
      <div>
        <button
          type="submit"
          disabled={update.isPending}
          aria-busy={update.isPending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {update.isPending ? t("auth.submitting") : t("profile.save")}
        </button>
      </div>
    </form>
  );
}
