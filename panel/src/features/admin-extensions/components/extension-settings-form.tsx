import "../../../lib/zod-config.ts";
import { compareSemver, isSemver } from "@app/shared/semver";
import { useId, useMemo } from "react";
import { z } from "zod";
import { SubmitButton } from "../../../components/button.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { type AdminExtension, useUpdateExtension } from "../api.ts";

/** Name, minimum version (at most the latest release) and fallback link of one extension. */
export function ExtensionSettingsForm({
  extension,
  extensionHeadingId,
}: {
  extension: AdminExtension;
  /** The id of the extension's heading: it ends the form's name, since every extension has this form. */
  extensionHeadingId: string;
}) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateExtension();
  const formId = useId();
  const latest = extension.latestVersion;

  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1).max(100),
        minimumVersion: z
          .string()
          .trim()
          .min(1)
          .refine(isSemver, { error: t("adminExtensions.error.semver") })
          .refine((v) => !latest || !isSemver(v) || !isSemver(latest) || compareSemver(v, latest) <= 0, {
            error: t("adminExtensions.error.minimumAboveLatest", { latest: latest ?? "" }),
          }),
        fallbackUrl: z
          .string()
          .trim()
          .max(2000)
          .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), { error: t("adminExtensions.error.url") }),
      }),
    [t, latest],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      name: extension.name,
      minimumVersion: extension.minimumVersion,
      fallbackUrl: extension.fallbackUrl ?? "",
    },
  });
  const shown = shownErrors(form);

  const { submit: onSubmit, formError: failure } = useFormSubmit(form, async (values) => {
    await update.mutateAsync({
      id: extension.id,
      settings: {
        name: values.name,
        minimumVersion: values.minimumVersion,
        fallbackUrl: values.fallbackUrl === "" ? null : values.fallbackUrl,
      },
    });
    toast.success(t("adminExtensions.settings.saved"), values.name);
    form.reset(values);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${formId}-title ${extensionHeadingId}`}
      className="flex flex-col gap-3"
      data-testid="extension-settings-form"
    >
      <h4 id={`${formId}-title`} className="text-sm font-semibold text-slate-900">
        {t("adminExtensions.settings.title")}
      </h4>
      <TextField label={t("adminExtensions.settings.name")} error={shown("name")} {...form.register("name")} />
      <TextField
        label={t("adminExtensions.settings.minimum")}
        hint={t("adminExtensions.settings.minimumHint")}
        error={shown("minimumVersion")}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...form.register("minimumVersion")}
      />
      <TextField
        label={t("adminExtensions.settings.fallback")}
        hint={t("adminExtensions.settings.fallbackHint")}
        error={shown("fallbackUrl")}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        {...form.register("fallbackUrl")}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton
          variant="secondary"
          pending={update.isPending}
          label={t("adminExtensions.settings.save")}
          pendingLabel={t("form.saving")}
        />
      </div>
    </form>
  );
}
