import type { CountryDto } from "@app/shared/schemas/users";
import type { ComponentPropsWithRef } from "react";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";

type CountrySelectProps = Omit<ComponentPropsWithRef<"select">, "id" | "children"> & {
  label: string;
  countries: readonly CountryDto[];
  error?: string | undefined;
};

/** Country select with the dialing code beside each name ("Indonesia (+62)"). */
export function CountrySelect({ label, countries, error, className, ...selectProps }: CountrySelectProps) {
  const t = useT();
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...selectProps} {...control} className={`${INPUT_CLASS} ${className ?? ""}`}>
          <option value="">{t("profile.selectCountry")}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {`${country.name} (${country.dialCode})`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
