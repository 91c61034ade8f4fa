import "../../../lib/zod-config.ts";
import { downtimeCreditSettings } from "@app/shared/schemas/incidents";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { SubmitButton } from "../../../components/button.tsx";
import { CheckboxField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { TitledCard } from "../../../components/titled-card.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { creditSettingsQueryOptions, type DowntimeCreditSettings, useSaveCreditSettings } from "../api.ts";

/** The settings as the form holds them: the threshold as typed, checked against the API's bounds. */
const creditFormSchema = z.object({
  enabled: z.boolean(),
  thresholdHours: z.string().trim().min(1).transform(Number).pipe(downtimeCreditSettings.shape.thresholdHours),
});

const formValues = (settings: DowntimeCreditSettings) => ({
  enabled: settings.enabled,
  thresholdHours: String(settings.thresholdHours),
});

/** The downtime-credit settings (decision 049): on or off, the threshold, and the rule in one sentence. */
export function CreditSettingsCard() {
  const t = useT();
  const settings = useQuery(creditSettingsQueryOptions());
  return (
    <TitledCard
      headingId="credit-settings-heading"
      testId="credit-settings"
      title={t("adminIncidents.credits.title")}
      intro={t("adminIncidents.credits.rule")}
    >
      {settings.data ? (
        <CreditSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <QueryLoadError query={settings} loadFailed={t("adminIncidents.credits.loadFailed")} />
      ) : (
        <div aria-busy="true" data-testid="credit-settings-loading" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-40" />
        </div>
      )}
    </TitledCard>
  );
}

function CreditSettingsForm({ settings }: { settings: DowntimeCreditSettings }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveCreditSettings();
  const form = useZodForm(creditFormSchema, { defaultValues: formValues(settings) });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError: failure } = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync(values);
    toast.success(t("adminIncidents.credits.saved"));
    form.reset(formValues(saved));
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="credit-settings-heading"
      className="flex flex-col gap-3"
      data-testid="credit-settings-form"
    >
      <CheckboxField label={t("adminIncidents.credits.enabled")} {...form.register("enabled")} />
      <TextField
        label={t("adminIncidents.credits.threshold")}
        hint={t("adminIncidents.credits.thresholdHint")}
        error={shown("thresholdHours")}
        type="number"
        inputMode="numeric"
        min={1}
        max={720}
        step={1}
        className="max-w-40"
        data-testid="credit-threshold-input"
        {...form.register("thresholdHours")}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={save.isPending} label={t("form.save")} pendingLabel={t("form.saving")} />
      </div>
    </form>
  );
}
