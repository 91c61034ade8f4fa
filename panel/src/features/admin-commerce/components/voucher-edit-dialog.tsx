import type { VoucherDto } from "@app/shared/schemas/commerce";
import { useState } from "react";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useUpdateVoucherMutation } from "../api.ts";
import { editDefaults, toUpdateInput, type VoucherEditFormInput, voucherEditFormSchema } from "../voucher-form.ts";
import { NumberField, VoucherStatusSelect } from "./voucher-fields.tsx";

type Field = keyof VoucherEditFormInput;

/** Edits a voucher's days, limits, last redeem day and status (the code and package stay). */
export function VoucherEditDialog({ voucher, onClose }: { voucher: VoucherDto | null; onClose: () => void }) {
  const { t } = useLocale();
  const toast = useToast();
  const update = useUpdateVoucherMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(voucherEditFormSchema, {
    values: voucher ? editDefaults(voucher) : undefined,
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: Field) => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined);

  const close = () => {
    setFormError(null);
    update.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!voucher) return;
    setFormError(null);
    try {
      await update.mutateAsync({ uuid: voucher.uuid, input: toUpdateInput(values) });
      toast.success(t("adminVouchers.saved"), t("adminVouchers.savedDetail", { code: voucher.code }));
      close();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <FormDialog
      open={voucher !== null}
      title={t("adminVouchers.edit.title", { code: voucher?.code ?? "" })}
      description={
        voucher?.packageName ? t("adminVouchers.edit.description", { package: voucher.packageName }) : undefined
      }
      onClose={close}
      onSubmit={(event) => void onSubmit(event)}
      pending={update.isPending}
      error={formError}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField label={t("adminVouchers.form.days")} error={shown("days")} {...form.register("days")} />
        <NumberField
          label={t("adminVouchers.form.maxRedemptions")}
          error={shown("maxRedemptions")}
          {...form.register("maxRedemptions")}
        />
        <NumberField
          label={t("adminVouchers.form.perUserLimit")}
          error={shown("perUserLimit")}
          {...form.register("perUserLimit")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t("adminVouchers.form.redeemBy")}
          hint={t("adminVouchers.form.redeemByHint")}
          error={shown("redeemBy")}
          {...form.register("redeemBy")}
        />
        <VoucherStatusSelect label={t("adminVouchers.form.status")} {...form.register("status")} />
      </div>
    </FormDialog>
  );
}
