import "../../../lib/zod-config.ts";
import { reportBodyWith } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { SelectField } from "../../../components/form-controls.tsx";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { supportServicesQueryOptions, useFileReportMutation } from "../api.ts";

/**
 * The report form (docs/product.md#service-reports): a picker of the user's own services (issue 46:
 * a report names one of them; the server refuses any other name on the field), and the issue
 * description. Validated with the shared report schema, in the page's language.
 */
export function ReportForm({ initialServiceName = "" }: { initialServiceName?: string | undefined }) {
  const t = useT();
  const toast = useToast();
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
  const own = services.data ?? [];
  // `?service=` picks the service once the list says which name it is (case aside).
  useEffect(() => {
    const wanted = initialServiceName.toLocaleLowerCase();
    const match = own.find((service) => service.name.toLocaleLowerCase() === wanted);
    // Set even when the value is already the name: the <select> had no such option when registered.
    if (match) form.setValue("serviceName", match.name);
  }, [own, initialServiceName, form]);
  const none = services.isSuccess && own.length === 0;

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
      <SelectField
        label={t("report.serviceName")}
        error={shown("serviceName")}
        hint={none ? t("report.noServices") : t("report.serviceNameHint")}
        disabled={!services.isSuccess || none}
        aria-busy={services.isPending || undefined}
        data-testid="report-service"
        {...form.register("serviceName")}
      >
        <option value="">{services.isPending ? t("report.servicesLoading") : t("report.choose")}</option>
        {own.map((service) => (
          <option key={service.uuid} value={service.name}>
            {service.name}
          </option>
        ))}
      </SelectField>
      <FormField label={t("report.description")} error={shown("description")} hint={t("report.descriptionHint")}>
        {(control) => <textarea {...control} {...form.register("description")} rows={5} className={INPUT_CLASS} />}
      </FormField>
      <div>
        <SubmitButton pending={fileReport.isPending} label={t("report.submit")} pendingLabel={t("auth.submitting")} />
      </div>
    </form>
  );
}
