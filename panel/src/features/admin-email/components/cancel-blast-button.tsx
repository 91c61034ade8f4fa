import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useCancelBlast } from "../api.ts";

/**
 * "Cancel blast" for a sending or scheduled blast: confirms with the number of recipients still
 * waiting (live, from the progress), then cancels. `onCanceled` runs once it has succeeded.
 */
export function CancelBlastButton({
  blastId,
  queued,
  onCanceled,
}: {
  blastId: string;
  queued: number;
  onCanceled?: () => void;
}) {
  const { t, locale } = useLocale();
  const toast = useToast();
  const cancel = useCancelBlast(blastId);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await cancel.mutateAsync();
    } catch (error) {
      // Finished or canceled meanwhile: nothing to retry, so the dialog closes.
      if (error instanceof ApiError && error.code === "BLAST_NOT_RUNNING") {
        toast.error(t("adminEmail.cancel.failed"), t("adminEmail.cancel.notRunning"));
        setOpen(false);
        return;
      }
      toast.error(t("adminEmail.cancel.failed"), apiErrorText(error, t));
      throw error;
    }
    toast.success(t("adminEmail.cancel.done"));
    setOpen(false);
    onCanceled?.();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="blast-cancel"
        className="min-h-9 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        {t("adminEmail.cancel.button")}
      </button>
      <ConfirmDialog
        open={open}
        title={t("adminEmail.cancel.title")}
        description={t("adminEmail.cancel.description", { count: new Intl.NumberFormat(locale).format(queued) })}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        pending={cancel.isPending}
      />
    </>
  );
}
