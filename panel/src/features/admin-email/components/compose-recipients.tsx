import { BLAST_SEGMENTS } from "@app/shared/constants/comms";
import { SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type ComposeSource, IMPORT_ACCEPT, invalidEntries, parseEmailList, validEmailCount } from "../compose-form.ts";
import type { ComposeForm } from "../hooks/use-compose-form.ts";
import { useSegmentLabel } from "../hooks/use-source-label.ts";

const SOURCES: readonly ComposeSource[] = ["manual", "file", "database"];
const SOURCE_LABEL = {
  manual: "adminEmail.compose.sourceManual",
  file: "adminEmail.compose.sourceFile",
  database: "adminEmail.compose.sourceDatabase",
} as const;

/** The recipients: where they come from (typed list, uploaded .xlsx/.csv or a user segment) and that source's input. */
export function ComposeRecipients({
  form,
  shown,
}: {
  form: ComposeForm;
  shown: (name: "emails" | "file" | "segment") => string | undefined;
}) {
  const { t } = useLocale();
  const source = form.watch("source");
  return (
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
        <EmailListField form={form} error={shown("emails")} />
      ) : source === "file" ? (
        <FileField form={form} error={shown("file")} />
      ) : (
        <SegmentField form={form} error={shown("segment")} />
      )}
    </fieldset>
  );
}

/** Entries listed under the field at most; the rest are counted. */
const SHOWN_INVALID = 10;

/**
 * The typed list (issue 44): how many of the entries are addresses, and every entry that is not,
 * with its line, as it is typed or pasted. The server would leave those out.
 */
function EmailListField({ form, error }: { form: ComposeForm; error: string | undefined }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const text = form.watch("emails");
  const entries = parseEmailList(text);
  const invalid = invalidEntries(text);
  return (
    <div className="flex flex-col gap-2">
      <TextareaField
        label={t("adminEmail.compose.emails")}
        hint={t("adminEmail.compose.emailsHint", {
          valid: number.format(validEmailCount(entries)),
          count: number.format(entries.length),
        })}
        rows={5}
        spellCheck={false}
        className="font-mono"
        error={error}
        aria-invalid={invalid.length > 0 || undefined}
        {...form.register("emails")}
      />
      {invalid.length > 0 ? (
        <div
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="compose-invalid-emails"
          aria-live="polite"
        >
          <p className="font-medium">
            {t("adminEmail.compose.invalidTitle", { count: number.format(invalid.length) })}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5 font-mono break-all">
            {invalid.slice(0, SHOWN_INVALID).map(({ line, entry }) => (
              <li key={`${line}-${entry}`}>{t("adminEmail.compose.invalidLine", { line, entry })}</li>
            ))}
          </ul>
          {invalid.length > SHOWN_INVALID ? (
            <p className="mt-1">
              {t("adminEmail.compose.invalidMore", { count: number.format(invalid.length - SHOWN_INVALID) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function FileField({ form, error }: { form: ComposeForm; error: string | undefined }) {
  const { t } = useLocale();
  return (
    <FormField label={t("adminEmail.compose.file")} hint={t("adminEmail.compose.fileHint")} error={error}>
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
  );
}

function SegmentField({ form, error }: { form: ComposeForm; error: string | undefined }) {
  const { t } = useLocale();
  const segmentLabel = useSegmentLabel();
  return (
    <SelectField label={t("adminEmail.compose.segment")} error={error} {...form.register("segment")}>
      <option value="">{t("adminEmail.compose.chooseSegment")}</option>
      {BLAST_SEGMENTS.map((segment) => (
        <option key={segment} value={segment}>
          {segmentLabel(segment)}
        </option>
      ))}
    </SelectField>
  );
}
