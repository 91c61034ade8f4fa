import type { PackageDto } from "@app/shared/schemas/packages";
import type { ComponentPropsWithRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, INPUT_CLASS, TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";
import { VOUCHER_STATUSES, type VoucherStatus } from "../api.ts";

type SelectProps = Omit<ComponentPropsWithRef<"select">, "id"> & { label: string; error?: string | undefined };

/** The package a voucher activates; inactive packages are marked but can still be chosen. */
export function PackageSelect({ packages, label, error, ...selectProps }: SelectProps & { packages: PackageDto[] }) {
  const t = useT();
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...selectProps} {...control} className={INPUT_CLASS}>
          <option value="">{t("adminVouchers.form.choosePackage")}</option>
          {packages.map((pkg) => (
            <option key={pkg.uuid} value={pkg.uuid}>
              {pkg.status === "active"
                ? pkg.namePackage
                : t("adminVouchers.form.inactivePackage", { name: pkg.namePackage })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function VoucherStatusSelect({ label, error, ...selectProps }: SelectProps) {
  const t = useT();
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...selectProps} {...control} className={INPUT_CLASS}>
          {VOUCHER_STATUSES.map((status: VoucherStatus) => (
            <option key={status} value={status}>
              {t(`adminVouchers.status.${status}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type InputProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A whole-number field (kept as text in the form, converted by the schema). */
export function NumberField(props: InputProps) {
  return <TextField type="number" inputMode="numeric" min={1} step={1} {...props} />;
}

type LimitField = "days" | "maxRedemptions" | "perUserLimit" | "redeemBy" | "status";

/** The fields a new and an edited voucher share: days, redemption limits, last redeem day, status. */
export function VoucherLimitFields({
  field,
  error,
}: {
  field: (name: LimitField) => UseFormRegisterReturn;
  error: (name: LimitField) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField label={t("adminVouchers.form.days")} error={error("days")} {...field("days")} />
        <NumberField
          label={t("adminVouchers.form.maxRedemptions")}
          error={error("maxRedemptions")}
          {...field("maxRedemptions")}
        />
        <NumberField
          label={t("adminVouchers.form.perUserLimit")}
          error={error("perUserLimit")}
          {...field("perUserLimit")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t("adminVouchers.form.redeemBy")}
          hint={t("adminVouchers.form.redeemByHint")}
          error={error("redeemBy")}
          {...field("redeemBy")}
        />
        <VoucherStatusSelect label={t("adminVouchers.form.status")} {...field("status")} />
      </div>
    </>
  );
}
