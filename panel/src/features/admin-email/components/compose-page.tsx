import { BLAST_SEGMENTS, type BlastSegment } from "@app/shared/constants/comms";
import { pluralForm } from "@app/shared/i18n/plural";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { FormField, INPUT_CLASS, TextField } from "../../../components/form-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { MarkdownPreview } from "../../../components/markdown-preview.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type BlastCreated,
  type BlastCreateVariables,
  sampleRecipientQueryOptions,
  segmentCountQueryOptions,
  senderListQueryOptions,
  useCreateBlast,
} from "../api.ts";
import {
  COMPOSE_DEFAULTS,
  type ComposeSource,
  composeFormSchema,
  fillSample,
  IMPORT_ACCEPT,
  isEmailAddress,
  parseEmailList,
  toCreateInput,
  validEmailCount,
} from "../compose-form.ts";
import { useSegmentLabel } from "../hooks/use-source-label.ts";
import { EmailNav } from "./email-nav.tsx";
import { ImportReport } from "./import-report.tsx";

const SOURCES: readonly ComposeSource[] = ["manual", "file", "database"];
const SOURCE_LABEL = {
  manual: "adminEmail.compose.sourceManual",
  file: "adminEmail.compose.sourceFile",
  database: "adminEmail.compose.sourceDatabase",
} as const;

/** A blast waiting for the admin's confirmation. */
interface PendingSend {
  input: BlastCreateVariables;
  senderId: string;
  /** Known for a typed list (counted here) and a segment (counted by the server); a file is read by the server. */
  recipients: number | null;
}

const isSegment = (value: string | undefined): value is BlastSegment =>
  (BLAST_SEGMENTS as readonly string[]).includes(value ?? "");

/**
 * Compose a blast: sender, recipients (typed list, uploaded .xlsx/.csv, or a user segment), subject
 * and Markdown body with a preview for a sample recipient ({name}, {email} filled), optional send
 * time. Nothing is sent before a confirmation naming the number of recipients and, for a scheduled
 * blast, the date. After creating, a file or typed list shows its import report (invalid and
 * duplicate rows); a segment blast opens its progress page.
 */
export function ComposePage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const segmentLabel = useSegmentLabel();
  const senders = useQuery(senderListQueryOptions());
  const create = useCreateBlast();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<BlastCreated | null>(null);
  const [confirming, setConfirming] = useState<PendingSend | null>(null);
  const [counting, setCounting] = useState(false);
  const schema = useMemo(
    () =>
      composeFormSchema({
        emailsRequired: t("adminEmail.compose.emailsRequired"),
        emailsTooMany: t("adminEmail.compose.emailsTooMany"),
        fileRequired: t("adminEmail.compose.fileRequired"),
        fileType: t("adminEmail.compose.fileType"),
        fileTooLarge: t("adminEmail.compose.fileTooLarge"),
        segmentRequired: t("adminEmail.compose.segmentRequired"),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: COMPOSE_DEFAULTS });
  const shown = shownErrors(form);

  // The first sender is preselected once the list is there.
  const firstSender = senders.data?.[0]?.uuid;
  useEffect(() => {
    if (firstSender && !form.getValues("senderId")) form.setValue("senderId", firstSender);
  }, [firstSender, form]);

  const source = form.watch("source");
  // A file input cannot be refilled, so leaving the file source forgets the chosen file.
  useEffect(() => {
    if (source !== "file") form.setValue("file", undefined);
  }, [source, form]);
  const emails = form.watch("emails");
  const subject = form.watch("subject");
  const body = form.watch("body");
  const scheduledAt = form.watch("scheduledAt");
  const segment = form.watch("segment");
  // The preview is for the first real recipient (issue 28): the segment's first address or the
  // first valid typed one; a file is read by the server, so it keeps the made-up sample.
  const firstTyped = source === "manual" ? parseEmailList(emails).find(isEmailAddress) : undefined;
  const sampleFrom =
    source === "database" && isSegment(segment) ? { segment } : firstTyped ? { email: firstTyped.toLowerCase() } : null;
  const realSample = useQuery({
    ...sampleRecipientQueryOptions(sampleFrom ?? { email: "" }),
    enabled: sampleFrom !== null,
  });
  const sample = (sampleFrom && realSample.data) || {
    name: t("adminEmail.compose.sampleName"),
    email: t("adminEmail.compose.sampleEmail"),
  };
  const number = new Intl.NumberFormat(locale);
  const emailCount = parseEmailList(emails).length;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const input = toCreateInput(values);
    let recipients: number | null = null;
    if (input.source === "manual") recipients = validEmailCount(input.emails);
    else if (input.source === "database") {
      setCounting(true);
      try {
        recipients = await queryClient.fetchQuery(segmentCountQueryOptions(input.segment));
      } catch (error) {
        setFormError(`${t("adminEmail.confirm.countFailed")} ${apiErrorText(error, t)}`);
        return;
      } finally {
        setCounting(false);
      }
    }
    setConfirming({ input, senderId: values.senderId, recipients });
  });

  const send = async ({ input, senderId }: PendingSend) => {
    try {
      const created = await create.mutateAsync(input);
      setConfirming(null);
      toast.success(
        t(created.blast.status === "scheduled" ? "adminEmail.compose.scheduled" : "adminEmail.compose.created"),
      );
      const leftOut = (created.invalid?.length ?? 0) + (created.duplicates?.length ?? 0);
      if (input.source === "file" || (input.source === "manual" && leftOut > 0)) {
        setResult(created);
        form.reset({ ...COMPOSE_DEFAULTS, senderId });
      } else {
        void navigate({ to: "/panel/admin/email/$id", params: { id: created.blast.uuid } });
      }
    } catch (error) {
      // The form shows what went wrong, next to the fields the server named.
      setConfirming(null);
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  };

  const confirmation = (pending: PendingSend) => {
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
    const count = number.format(pending.recipients);
    const plural = pluralForm(locale, pending.recipients);
    return {
      title,
      description: date
        ? t(`adminEmail.confirm.scheduled.${plural}`, { count, date })
        : t(`adminEmail.confirm.now.${plural}`, { count }),
    };
  };
  const confirmText = confirming ? confirmation(confirming) : null;

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
          actions={
            <>
              <Link
                to="/panel/admin/email/$id"
                params={{ id: result.blast.uuid }}
                className={buttonClass()}
                data-testid="import-report-follow"
              >
                {t("adminEmail.report.follow")}
              </Link>
              <Button variant="secondary" onClick={() => setResult(null)}>
                {t("adminEmail.report.another")}
              </Button>
            </>
          }
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          aria-busy={create.isPending || undefined}
          data-testid="compose-form"
        >
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

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-slate-700">{t("adminEmail.compose.recipients")}</legend>
            <div className="flex flex-wrap gap-4">
              {SOURCES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={value} {...form.register("source")} />
                  {t(SOURCE_LABEL[value])}
                </label>
              ))}
            </div>
            {source === "manual" ? (
              <TextareaField
                label={t("adminEmail.compose.emails")}
                hint={t("adminEmail.compose.emailsHint", { count: number.format(emailCount) })}
                rows={5}
                spellCheck={false}
                className="font-mono"
                error={shown("emails")}
                {...form.register("emails")}
              />
            ) : source === "file" ? (
              <FormField
                label={t("adminEmail.compose.file")}
                hint={t("adminEmail.compose.fileHint")}
                error={shown("file")}
              >
                {(control) => (
                  <input
                    type="file"
                    accept={IMPORT_ACCEPT}
                    {...control}
                    {...form.register("file")}
                    className={`${INPUT_CLASS} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1`}
                  />
                )}
              </FormField>
            ) : (
              <SelectField
                label={t("adminEmail.compose.segment")}
                error={shown("segment")}
                {...form.register("segment")}
              >
                <option value="">{t("adminEmail.compose.chooseSegment")}</option>
                {BLAST_SEGMENTS.map((segment) => (
                  <option key={segment} value={segment}>
                    {segmentLabel(segment)}
                  </option>
                ))}
              </SelectField>
            )}
          </fieldset>

          <TextField
            label={t("adminEmail.compose.subject")}
            maxLength={200}
            error={shown("subject")}
            {...form.register("subject")}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <TextareaField
              label={t("adminEmail.compose.body")}
              hint={t("adminEmail.compose.bodyHint")}
              rows={12}
              className="font-mono"
              error={shown("body")}
              {...form.register("body")}
            />
            <div className="flex flex-col gap-2" data-testid="compose-preview">
              <p className="text-sm text-slate-700">
                <span className="font-medium">{t("adminEmail.compose.previewSubject")}</span>{" "}
                <span data-testid="compose-preview-subject">{fillSample(subject, sample)}</span>
              </p>
              <MarkdownPreview
                markdown={fillSample(body, sample)}
                label={t("adminEmail.compose.preview", { name: sample.name })}
                frameClassName="h-72"
              />
            </div>
          </div>
          <TextField
            type="datetime-local"
            label={t("adminEmail.compose.scheduledAt")}
            hint={t("adminEmail.compose.scheduledHint")}
            error={shown("scheduledAt")}
            className="sm:max-w-xs"
            {...form.register("scheduledAt")}
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              disabled={create.isPending || counting}
              aria-busy={create.isPending || counting || undefined}
            >
              {create.isPending
                ? t("form.saving")
                : t(scheduledAt ? "adminEmail.compose.submitScheduled" : "adminEmail.compose.submit")}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirmText?.title}
        description={confirmText?.description}
        tone="primary"
        pending={create.isPending}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
