import type { VoucherDto } from "@app/shared/schemas/commerce";
import { useState } from "react";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useUpdateVoucherMutation } from "../api.ts";
import { editDefaults, toUpdateInput, voucherEditFormSchema } from "../voucher-form.ts";
import { VoucherLimitFields } from "./voucher-fields.tsx";

/** Edits a voucher's days, limits, last redeem day and status (the code and package stay). */
export function VoucherEditDialog({ voucher, onClose }: { voucher: VoucherDto | null; onClose: () => void }) {
  const { t } = useLocale();
  const toast = useToast();
  const update = useUpdateVoucherMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(voucherEditFormSchema, {
    values: voucher ? editDefaults(voucher) : undefined,
  });
  const shown = shownErrors(form);

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
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
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
      <VoucherLimitFields field={(name) => form.register(name)} error={shown} />
    </FormDialog>
  );
}
