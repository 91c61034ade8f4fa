import "../../../lib/zod-config.ts";
import { reportBodyWith } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { supportServicesQueryOptions, useFileReportMutation } from "../api.ts";

/**
 * The report form (docs/product.md#service-reports): a service picker that suggests the known
 * services but accepts any name, and the issue description. Validated with the shared report
 * schema, in the page's language.
 */
export function ReportForm({ initialServiceName = "" }: { initialServiceName?: string | undefined }) {
  const t = useT();
  const toast = useToast();
  const listId = useId();
  const services = useQuery(supportServicesQueryOptions());
  const fileReport = useFileReportMutation();
  const schema = useMemo(
    () =>
      reportBodyWith({
        serviceNameRequired: t("report.error.serviceNameRequired"),
        descriptionRequired: t("report.error.descriptionRequired"),
        descriptionMin: t("report.error.descriptionMin"),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { serviceName: initialServiceName, description: "" } });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError } = useFormSubmit(form, async (values) => {
    await fileReport.mutateAsync(values);
    toast.success(t("report.sent"), t("report.sentDetail", { service: values.serviceName }));
    form.reset({ serviceName: "", description: "" });
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
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
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
        <SubmitButton pending={fileReport.isPending} label={t("report.submit")} pendingLabel={t("auth.submitting")} />
      </div>
    </form>
  );
}
