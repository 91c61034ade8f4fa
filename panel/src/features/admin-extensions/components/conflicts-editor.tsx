import "../../../lib/zod-config.ts";
import { EXTENSION_ID_PATTERN } from "@app/shared/schemas/extensions";
import { useId, useMemo, useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { z } from "zod";
import { Button, SubmitButton } from "../../../components/button.tsx";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { type ConflictRow, serverFieldErrors, useReplaceConflicts } from "../api.ts";

/** The list's form: each row's extension id and name, at most 200 rows, no id twice. */
function conflictsFormSchema(t: Translate) {
  return z.object({
    conflicts: z
      .array(
        z.object({
          id: z
            .string()
            .trim()
            .min(1)
            .max(64, { error: t("adminExtensions.error.extensionId") })
            .regex(EXTENSION_ID_PATTERN, { error: t("adminExtensions.error.extensionId") }),
          name: z.string().trim().min(1).max(100),
        }),
      )
      .max(200)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const id = row.id.trim().toLowerCase();
          if (id && seen.has(id))
            ctx.addIssue({ code: "custom", path: [index, "id"], message: t("adminExtensions.error.duplicateId") });
          seen.add(id);
        });
      }),
  });
}
type ConflictsFormSchema = ReturnType<typeof conflictsFormSchema>;
type ConflictsForm = UseFormReturn<z.input<ConflictsFormSchema>, unknown, z.output<ConflictsFormSchema>>;

/**
 * The conflicting-extension list: add and remove rows, then save, which replaces the whole list.
 * Mount it with a `key` of the saved list so that it starts again from the server's answer.
 */
export function ConflictsEditor({ conflicts }: { conflicts: ConflictRow[] }) {
  const t = useT();
  const toast = useToast();
  const replace = useReplaceConflicts();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(() => conflictsFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { conflicts } });
  const rows = useFieldArray({ control: form.control, name: "conflicts" });
  const shown = shownErrors(form);
  const fieldError = (index: number, field: "id" | "name") => shown(`conflicts.${index}.${field}`);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await replace.mutateAsync(values.conflicts);
      toast.success(t("adminExtensions.conflicts.saved"));
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error, t));
      let applied = false;
      for (const [path, message] of fields) {
        const match = /^conflicts\.(\d+)\.(id|name)$/.exec(path);
        if (!match) continue;
        form.setError(`conflicts.${Number(match[1])}.${match[2] as "id" | "name"}`, { type: "server", message });
        applied = true;
      }
      if (!applied) setFailure(apiErrorText(error, t));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="conflicts-editor"
    >
      <header className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t("adminExtensions.conflicts.title")}
        </h3>
        <p className="text-sm text-slate-600">{t("adminExtensions.conflicts.intro")}</p>
      </header>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {rows.fields.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="conflicts-empty">
            {t("adminExtensions.conflicts.empty")}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {rows.fields.map((row, index) => (
              <ConflictRowFields
                key={row.id}
                form={form}
                index={index}
                error={(field) => fieldError(index, field)}
                onRemove={() => rows.remove(index)}
              />
            ))}
          </ol>
        )}
        {form.formState.errors.conflicts?.root?.message || form.formState.errors.conflicts?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.conflicts?.root?.message ?? form.formState.errors.conflicts?.message}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => rows.append({ id: "", name: "" })} variant="secondary">
            {t("adminExtensions.conflicts.add")}
          </Button>
          <SubmitButton
            pending={replace.isPending}
            label={t("adminExtensions.conflicts.save")}
            pendingLabel={t("form.saving")}
          />
        </div>
      </form>
    </section>
  );
}

/** One row of the list: the extension's id and name, and its "remove" button. */
function ConflictRowFields({
  form,
  index,
  error,
  onRemove,
}: {
  form: ConflictsForm;
  index: number;
  error: (field: "id" | "name") => string | undefined;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li data-testid="conflict-row" className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
      <FormField label={t("adminExtensions.conflicts.id", { row: index + 1 })} error={error("id")}>
        {(control) => (
          <input
            {...control}
            {...form.register(`conflicts.${index}.id`)}
            autoComplete="off"
            spellCheck={false}
            className={`${INPUT_CLASS} font-mono`}
          />
        )}
      </FormField>
      <FormField label={t("adminExtensions.conflicts.name", { row: index + 1 })} error={error("name")}>
        {(control) => <input {...control} {...form.register(`conflicts.${index}.name`)} className={INPUT_CLASS} />}
      </FormField>
      <Button
        onClick={onRemove}
        variant="secondary"
        className="sm:mt-6"
        aria-label={t("adminExtensions.conflicts.removeRow", { row: index + 1 })}
      >
        {t("adminExtensions.conflicts.remove")}
      </Button>
    </li>
  );
}
