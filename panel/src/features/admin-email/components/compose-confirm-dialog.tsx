import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type Translate, useLocale } from "../../../lib/locale.tsx";
import type { PendingSend } from "../hooks/use-compose-send.ts";

/** The confirmation's words: the number of recipients (or the file), and the date of a scheduled blast. */
function confirmationText(pending: PendingSend, locale: Locale, t: Translate) {
  const at = pending.input.scheduledAt;
  // A time already past is sent at once by the server.
  const date =
    typeof at === "string" && Date.parse(at) > Date.now()
      ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at))
      : null;
  const title = t(date ? "adminEmail.confirm.titleScheduled" : "adminEmail.confirm.title");
  if (pending.recipients === null) {
    const file = pending.input.source === "file" ? pending.input.file.name : "";
    return {
      title,
      description: date
        ? t("adminEmail.confirm.fileScheduled", { file, date })
        : t("adminEmail.confirm.fileNow", { file }),
    };
  }
  const count = new Intl.NumberFormat(locale).format(pending.recipients);
  const plural = pluralForm(locale, pending.recipients);
  return {
    title,
    description: date
      ? t(`adminEmail.confirm.scheduled.${plural}`, { count, date })
      : t(`adminEmail.confirm.now.${plural}`, { count }),
  };
}

/** Asks before a blast is created; `pending` is the blast waiting for the answer (null: closed). */
export function ComposeConfirmDialog({
  pending,
  sending,
  onConfirm,
  onCancel,
}: {
  pending: PendingSend | null;
  sending: boolean;
  onConfirm: (pending: PendingSend) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, locale } = useLocale();
  const text = pending ? confirmationText(pending, locale, t) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={text?.title}
      description={text?.description}
      tone="primary"
      pending={sending}
      onConfirm={() => (pending ? onConfirm(pending) : undefined)}
      onCancel={onCancel}
    />
  );
}
