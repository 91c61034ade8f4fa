import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { useRegenerateRecoveryCodesMutation } from "../api.ts";

/** How many recovery codes are left, and a confirmed "new codes" that hands the new ones to `onCodes`. */
export function RecoveryCodesLeft({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const t = useT();
  const toast = useToast();
  const regenerate = useRegenerateRecoveryCodesMutation();
  const { confirm, dialog } = useConfirm();

  const newCodes = () =>
    confirm({
      title: t("security.recovery.regenerateTitle"),
      description: t("security.recovery.regenerateBody"),
      tone: "primary",
      action: async () => {
        try {
          onCodes((await regenerate.mutateAsync()).recoveryCodes);
        } catch (error) {
          toast.error(apiErrorText(error, t));
          throw error;
        }
      },
    });

  return (
    <section aria-labelledby="mfa-recovery-heading" className="flex flex-col gap-3">
      <h2 id="mfa-recovery-heading" className="text-lg font-semibold">
        {t("security.recovery.title")}
      </h2>
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="mfa-codes-left">
          {t("security.recovery.left", { count: left })}
        </p>
        <Button variant="secondary" size="md" className="shrink-0" onClick={() => void newCodes()}>
          {t("security.recovery.regenerate")}
        </Button>
      </div>
      {dialog}
    </section>
  );
}
