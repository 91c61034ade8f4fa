import { reportBody } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { supportServicesQueryOptions, useFileReportMutation } from "../api.ts";
import { reportMessageText } from "../report-messages.ts";

type Field = "serviceName" | "description";

/**
 * The report form (SPEC §2, §5): a service picker that suggests the known services but accepts any
 * name, and the issue description. Validated with the shared `reportBody` schema.
 */
export function ReportForm({ initialServiceName = "" }: { initialServiceName?: string | undefined }) {
  const t = useT();
  const toast = useToast();
  const listId = useId();
  const services = useQuery(supportServicesQueryOptions());
  const fileReport = useFileReportMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(reportBody, { defaultValues: { serviceName: initialServiceName, description: "" } });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: Field) =>
    reportMessageText(touchedFields[name] || isSubmitted ? errors[name]?.message : undefined, t);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await fileReport.mutateAsync(values);
      toast.success(t("report.sent"), t("report.sentDetail", { service: values.serviceName }));
      form.reset({ serviceName: "", description: "" });
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) setFormError(apiErrorText(error, t));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="report-form-heading"
      className="flex max-w-xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="report-form-heading" className="text-lg font-semibold">
        {t("report.formTitle")}
      </h2>
      {formError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </div>
      ) : null}
      <FormField label={t("report.serviceName")} error={shown("serviceName")} hint={t("report.serviceNameHint")}>
        {(control) => (
          <>
            <input
              {...control}
              {...form.register("serviceName")}
              list={listId}
              autoComplete="off"
              className={INPUT_CLASS}
            />
            <datalist id={listId} data-testid="report-service-options">
              {(services.data ?? []).map((service) => (
                <option key={service.uuid} value={service.name} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label={t("report.description")} error={shown("description")} hint={t("report.descriptionHint")}>
        {(control) => <textarea {...control} {...form.register("description")} rows={5} className={INPUT_CLASS} />}
      </FormField>
      <div>
        <button
          type="submit"
          disabled={fileReport.isPending}
          aria-busy={fileReport.isPending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {fileReport.isPending ? t("auth.submitting") : t("report.submit")}
        </button>
      </div>
    </form>
  );
}
