import type { CountryDto } from "@app/shared/schemas/users";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";
import { CountrySelect } from "./country-select.tsx";

/**
 * Country, then phone (docs/product.md#forms-and-validation: the number is read in the chosen
 * country's format, so a country change re-validates the phone). Used by the profile form and the
 * completion page.
 */
export function PhoneCountryFields({
  countries,
  field,
  error,
  phoneHint,
}: {
  countries: readonly CountryDto[];
  field: { country: UseFormRegisterReturn; phone: UseFormRegisterReturn };
  error: (name: "country" | "phone") => string | undefined;
  phoneHint?: string;
}) {
  const t = useT();
  return (
    <>
      <CountrySelect
        // A select cannot show a value before its option exists: mounted again once the list has
        // loaded, it takes the form's value (issue 28: a saved country looked empty).
        key={countries.length > 0 ? "loaded" : "loading"}
        label={t("profile.country")}
        countries={countries}
        autoComplete="country"
        error={error("country")}
        {...field.country}
      />
      <TextField
        label={t("profile.phone")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={phoneHint}
        error={error("phone")}
        {...field.phone}
      />
    </>
  );
}
