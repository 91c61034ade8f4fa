import { TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { MarkdownPreview } from "../../../components/markdown-preview.tsx";
import { useT } from "../../../lib/locale.tsx";
import { fillSample } from "../compose-form.ts";
import type { ComposeForm } from "../hooks/use-compose-form.ts";
import { useSampleRecipient } from "../hooks/use-sample-recipient.ts";

/** Subject and Markdown body, beside a preview of both for a sample recipient ({name}, {email} filled). */
export function ComposeMessage({
  form,
  shown,
}: {
  form: ComposeForm;
  shown: (name: "subject" | "body") => string | undefined;
}) {
  const t = useT();
  const [source, emails, segment, subject, body] = form.watch(["source", "emails", "segment", "subject", "body"]);
  const sample = useSampleRecipient({ source, emails, segment });
  return (
    <>
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
    </>
  );
}
