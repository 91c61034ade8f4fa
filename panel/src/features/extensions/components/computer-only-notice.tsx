import { Button } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useSendSetupLinkMutation } from "../api.ts";

/**
 * On phones and tablets (issue 27): services open through browser extensions that only a computer
 * can install, so say that plainly and offer to mail the setup guide's address for the computer,
 * instead of a checklist that cannot be done here.
 */
export function ComputerOnlyNotice({ onDismiss }: { onDismiss?: () => void }) {
  const { t, locale } = useLocale();
  const send = useSendSetupLinkMutation();
  return (
    <section
      aria-labelledby="computer-only-heading"
      data-testid="computer-only-notice"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 sm:p-5"
    >
      <h2 id="computer-only-heading" className="text-base font-semibold text-slate-900">
        {t("extensions.computer.title")}
      </h2>
      <p>{t("extensions.computer.body")}</p>
      {send.isSuccess ? (
        <p role="status" className="font-medium text-emerald-800" data-testid="computer-link-sent">
          {t("extensions.computer.sent", { email: send.data.sentTo })}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => send.mutate(locale)} disabled={send.isPending} aria-busy={send.isPending || undefined}>
            {send.isPending ? t("extensions.computer.sending") : t("extensions.computer.send")}
          </Button>
          {onDismiss ? (
            <Button variant="secondary" onClick={onDismiss}>
              {t("extensions.computer.dismiss")}
            </Button>
          ) : null}
        </div>
      )}
      {send.isError ? <FormAlert tone="error">{apiErrorText(send.error, t)}</FormAlert> : null}
    </section>
  );
}
