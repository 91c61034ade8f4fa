import type { VoucherDto } from "@app/shared/schemas/commerce";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useUpdateVoucherMutation } from "../api.ts";
import { editDefaults, toUpdateInput, voucherEditFormSchema } from "../voucher-form.ts";
import { VoucherLimitFields } from "./voucher-fields.tsx";

/** Edits a voucher's days, limits, last redeem day and status (the code and package stay). */
export function VoucherEditDialog({ voucher, onClose }: { voucher: VoucherDto | null; onClose: () => void }) {
  const { t } = useLocale();
  const toast = useToast();
  const update = useUpdateVoucherMutation();
  const form = useZodForm(voucherEditFormSchema, {
    values: voucher ? editDefaults(voucher) : undefined,
  });
  const shown = shownErrors(form);

  const { submit, formError, setFormError } = useFormSubmit(form, async (values) => {
    if (!voucher) return;
    await update.mutateAsync({ uuid: voucher.uuid, input: toUpdateInput(values) });
    toast.success(t("adminVouchers.saved"), t("adminVouchers.savedDetail", { code: voucher.code }));
    close();
  });

  const close = () => {
    setFormError(null);
    update.reset();
    onClose();
  };

  return (
    <FormDialog
      open={voucher !== null}
      title={t("adminVouchers.edit.title", { code: voucher?.code ?? "" })}
      description={
        voucher?.packageName ? t("adminVouchers.edit.description", { package: voucher.packageName }) : undefined
      }
      onClose={close}
      onSubmit={(event) => void submit(event)}
      pending={update.isPending}
      error={formError}
    >
      <VoucherLimitFields field={(name) => form.register(name)} error={shown} />
    </FormDialog>
  );
}
