import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { SelectField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { shownErrors } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { type BlastCreated, type SenderDto, senderListQueryOptions } from "../api.ts";
import { parseEmailList, validEmailCount } from "../compose-form.ts";
import { type ComposeForm, useComposeForm } from "../hooks/use-compose-form.ts";
import { useComposeSend } from "../hooks/use-compose-send.ts";
import { ComposeConfirmDialog } from "./compose-confirm-dialog.tsx";
import { ComposeMessage } from "./compose-message.tsx";
import { ComposeRecipients } from "./compose-recipients.tsx";
import { EmailNav } from "./email-nav.tsx";
import { ImportReport } from "./import-report.tsx";

/**
 * Compose a blast: sender, recipients (typed list, uploaded .xlsx/.csv, or a user segment), subject
 * and Markdown body with a preview for a sample recipient ({name}, {email} filled), optional send
 * time. Nothing is sent before a confirmation naming the number of recipients and, for a scheduled
 * blast, the date. After creating, a file or typed list shows its import report (invalid and
 * duplicate rows); a segment blast opens its progress page.
 */
export function ComposePage() {
  const t = useT();
  const senders = useQuery(senderListQueryOptions());
  // The form lives here, not in ComposeFields, so that it keeps its sender while a report is shown.
  const form = useComposeForm(senders.data?.[0]?.uuid);
  const [result, setResult] = useState<BlastCreated | null>(null);
  const compose = useComposeSend(form, setResult);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-compose-heading">
      <PageHeader
        id="admin-compose-heading"
        level={1}
        title={t("adminEmail.compose.title")}
        intro={t("adminEmail.compose.intro")}
      />
      <EmailNav />
      {result ? (
        <ImportReport
          result={result}
          actions={<ReportActions blastId={result.blast.uuid} onAnother={() => setResult(null)} />}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void compose.submit(event)}
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          aria-busy={compose.sending || undefined}
          data-testid="compose-form"
        >
          <ComposeFields
            form={form}
            senders={senders}
            formError={compose.formError}
            busy={compose.sending || compose.counting}
            sending={compose.sending}
          />
        </form>
      )}
      <ComposeConfirmDialog
        pending={compose.confirming}
        sending={compose.sending}
        onConfirm={compose.send}
        onCancel={compose.cancel}
      />
    </section>
  );
}

/** The next steps under an import report: follow the blast's delivery, or compose another. */
function ReportActions({ blastId, onAnother }: { blastId: string; onAnother: () => void }) {
  const t = useT();
  return (
    <>
      <Link
        to="/panel/admin/email/$id"
        params={{ id: blastId }}
        className={buttonClass()}
        data-testid="import-report-follow"
      >
        {t("adminEmail.report.follow")}
      </Link>
      <Button variant="secondary" onClick={onAnother}>
        {t("adminEmail.report.another")}
      </Button>
    </>
  );
}

function ComposeFields({
  form,
  senders,
  formError,
  busy,
  sending,
}: {
  form: ComposeForm;
  senders: UseQueryResult<SenderDto[]>;
  formError: string | null;
  /** Sending, or counting a segment for the confirmation. */
  busy: boolean;
  sending: boolean;
}) {
  const t = useT();
  const shown = shownErrors(form);
  const scheduledAt = form.watch("scheduledAt");
  // A typed list with entries but no address in it cannot be sent (issue 44); an empty one says
  // what is missing on submit.
  const entries = form.watch("source") === "manual" ? parseEmailList(form.watch("emails")) : [];
  const noneValid = entries.length > 0 && validEmailCount(entries) === 0;
  return (
    <>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      {senders.isError ? (
        <LoadError
          message={`${t("adminEmail.senders.loadFailed")} ${apiErrorText(senders.error, t)}`}
          onRetry={() => void senders.refetch()}
        />
      ) : null}
      <SelectField
        label={t("adminEmail.compose.sender")}
        error={shown("senderId")}
        disabled={senders.isPending}
        hint={senders.data?.length === 0 ? t("adminEmail.compose.noSenders") : undefined}
        {...form.register("senderId")}
      >
        <option value="">{t("adminEmail.compose.chooseSender")}</option>
        {(senders.data ?? []).map((sender) => (
          <option key={sender.uuid} value={sender.uuid}>
            {t("adminEmail.compose.senderOption", { name: sender.name, address: sender.fromAddress })}
          </option>
        ))}
      </SelectField>
      <ComposeRecipients form={form} shown={shown} />
      <ComposeMessage form={form} shown={shown} />
      <TextField
        type="datetime-local"
        label={t("adminEmail.compose.scheduledAt")}
        hint={t("adminEmail.compose.scheduledHint")}
        error={shown("scheduledAt")}
        className="sm:max-w-xs"
        {...form.register("scheduledAt")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || noneValid} aria-busy={busy || undefined}>
          {sending
            ? t("form.saving")
            : t(scheduledAt ? "adminEmail.compose.submitScheduled" : "adminEmail.compose.submit")}
        </Button>
      </div>
    </>
  );
}
