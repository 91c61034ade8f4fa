import type { MfaFactorDto } from "@app/shared/schemas/mfa";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { useRemoveFactorMutation } from "../api.ts";

/** The admin's authenticator apps and passkeys, each with a confirmed "remove". */
export function FactorList({ factors }: { factors: MfaFactorDto[] }) {
  const t = useT();
  const toast = useToast();
  const remove = useRemoveFactorMutation();
  const { confirm, dialog } = useConfirm();

  const removeFactor = (factor: MfaFactorDto, last: boolean) =>
    confirm({
      title: t("security.factors.removeTitle"),
      description: last
        ? t("security.factors.removeLastBody")
        : t("security.factors.removeBody", { label: factor.label }),
      action: async () => {
        try {
          await remove.mutateAsync(factor.id);
          toast.success(t("security.factors.removed"));
        } catch (error) {
          toast.error(apiErrorText(error, t));
          throw error;
        }
      },
    });

  return (
    <>
      {factors.length === 0 ? (
        <p className="text-sm text-slate-600">{t("security.factors.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {factors.map((factor) => (
            <FactorRow
              key={factor.id}
              factor={factor}
              onRemove={() => void removeFactor(factor, factors.length === 1)}
            />
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}

/** One factor: its name, kind, when it was added and last used, and its "remove" button. */
function FactorRow({ factor, onRemove }: { factor: MfaFactorDto; onRemove: () => void }) {
  const { t, locale } = useLocale();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="mfa-factor">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-slate-900">{factor.label}</span>
        <span className="text-sm text-slate-600">
          {factor.kind === "totp" ? t("security.factors.app") : t("security.factors.passkey")}
          {" · "}
          {t("security.factors.added", { date: formatDate(factor.createdAt, locale) ?? "" })}
          {" · "}
          {factor.lastUsedAt
            ? t("security.factors.lastUsed", { date: formatDate(factor.lastUsedAt, locale) ?? "" })
            : t("security.factors.neverUsed")}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        aria-label={`${t("security.factors.remove")}: ${factor.label}`}
        onClick={onRemove}
      >
        {t("security.factors.remove")}
      </Button>
    </li>
  );
}
