import type { VoucherDto } from "@app/shared/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useCreateVouchersMutation, voucherPackagesQueryOptions } from "../api.ts";
import {
  toCreateInput,
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_MIN,
  VOUCHER_CREATE_DEFAULTS,
  VOUCHER_QUANTITY_MAX,
  voucherCreateFormSchema,
} from "../voucher-form.ts";
import { NumberField, PackageSelect, VoucherLimitFields } from "./voucher-fields.tsx";

/**
 * New vouchers: one chosen code, or a quantity of generated codes, for a package, with days,
 * redemption limits, an optional last redeem day and a status. `onCreated` gets the vouchers.
 */
export function VoucherCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (vouchers: VoucherDto[]) => void;
}) {
  const { t, locale } = useLocale();
  const packages = useQuery({ ...voucherPackagesQueryOptions(), enabled: open });
  const create = useCreateVouchersMutation();
  const form = useZodForm(voucherCreateFormSchema, { defaultValues: VOUCHER_CREATE_DEFAULTS });
  const { submit, formError, setFormError } = useFormSubmit(form, async (values) => {
    const created = await create.mutateAsync(toCreateInput(values));
    form.reset(VOUCHER_CREATE_DEFAULTS);
    onCreated(created);
  });
  const shown = shownErrors(form);
  const mode = form.watch("mode");
  const number = new Intl.NumberFormat(locale);

  const close = () => {
    form.reset(VOUCHER_CREATE_DEFAULTS);
    setFormError(null);
    create.reset();
    onClose();
  };

  const packageField = form.register("packageUuid", {
    onChange: (event: { target: { value: string } }) => {
      // Suggest the package's own length when the days field is still empty.
      const pkg = packages.data?.find((p) => p.uuid === event.target.value);
      if (pkg && !form.getValues("days")) form.setValue("days", String(pkg.days), { shouldValidate: true });
    },
  });

  return (
    <FormDialog
      open={open}
      wide
      title={t("adminVouchers.create.title")}
      description={t("adminVouchers.create.description")}
      onClose={close}
      onSubmit={(event) => void submit(event)}
      pending={create.isPending}
      submitLabel={t("adminVouchers.create.submit")}
      error={formError ?? (packages.isError ? apiErrorText(packages.error, t) : null)}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{t("adminVouchers.form.mode")}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="code" {...form.register("mode")} />
            {t("adminVouchers.form.modeCode")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="generate" {...form.register("mode")} />
            {t("adminVouchers.form.modeGenerate")}
          </label>
        </div>
      </fieldset>
      {mode === "code" ? (
        <TextField
          label={t("adminVouchers.form.code")}
          hint={t("adminVouchers.form.codeHint", { min: VOUCHER_CODE_MIN, max: VOUCHER_CODE_MAX })}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          error={shown("code")}
          {...form.register("code")}
        />
      ) : (
        <NumberField
          label={t("adminVouchers.form.quantity")}
          hint={t("adminVouchers.form.quantityHint", { max: number.format(VOUCHER_QUANTITY_MAX) })}
          max={VOUCHER_QUANTITY_MAX}
          error={shown("quantity")}
          {...form.register("quantity")}
        />
      )}
      <PackageSelect
        label={t("adminVouchers.form.package")}
        packages={packages.data ?? []}
        disabled={packages.isPending}
        error={shown("packageUuid")}
        {...packageField}
      />
      <VoucherLimitFields field={(name) => form.register(name)} error={shown} />
    </FormDialog>
  );
}
