import { TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";
import type { ComposeForm } from "../hooks/use-compose-form.ts";
import { useSampleRecipient } from "../hooks/use-sample-recipient.ts";
import { ComposePreview } from "./compose-preview.tsx";

/** Subject and Markdown body, beside the message as the server will send it to a sample recipient. */
export function ComposeMessage({
  form,
  shown,
}: {
  form: ComposeForm;
  shown: (name: "subject" | "body") => string | undefined;
}) {
  const t = useT();
  const [source, emails, segment, senderId, subject, body] = form.watch([
    "source",
    "emails",
    "segment",
    "senderId",
    "subject",
    "body",
  ]);
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
          rows={16}
          className="font-mono"
          error={shown("body")}
          {...form.register("body")}
        />
        <ComposePreview senderId={senderId ?? ""} subject={subject ?? ""} body={body ?? ""} sample={sample} />
      </div>
    </>
  );
}
