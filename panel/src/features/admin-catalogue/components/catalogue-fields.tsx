import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";

/** A registered form field (`form.register(name)`) with its shown error. */
export type FieldProps = UseFormRegisterReturn & { error: string | undefined; hint?: string | undefined };

/** The statuses a package (PACKAGE_STATUSES) and a service both have, in the order the select lists them. */
const STATUSES = ["active", "inactive"] as const;

/** A package's or a service's status (active or inactive) and sort order, side by side. */
export function StatusAndSortOrderFields({ status, sortOrder }: { status: FieldProps; sortOrder: FieldProps }) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t("adminCatalogue.field.status")} {...status}>
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`adminCatalogue.status.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t("adminCatalogue.field.sortOrder")} type="number" inputMode="numeric" min={0} {...sortOrder} />
    </div>
  );
}

/** A timeframe's or a package's number of days (at least 1). */
export function DaysField(props: FieldProps) {
  const t = useT();
  return <TextField label={t("adminCatalogue.field.days")} type="number" inputMode="numeric" min={1} {...props} />;
}
