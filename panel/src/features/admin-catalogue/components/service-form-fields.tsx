import { SERVICE_TYPES } from "@app/shared/constants";
import type { CategoryDto } from "@app/shared/schemas/catalogue";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CheckboxField, SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";
import type { FieldProps } from "./catalogue-fields.tsx";

/** A service's category (or none) and type, side by side. */
export function ServiceCategoryAndTypeFields({
  categories,
  category,
  type,
}: {
  categories: readonly CategoryDto[];
  category: FieldProps;
  type: FieldProps;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t("adminCatalogue.field.category")} {...category}>
        <option value="">{t("services.uncategorized")}</option>
        {categories.map((item) => (
          <option key={item.uuid} value={item.uuid}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("adminCatalogue.field.type")} {...type}>
        {SERVICE_TYPES.map((value) => (
          <option key={value} value={value}>
            {value === "key" ? t("services.type.key") : t("services.type.cookie")}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Where the service opens, and its pages blocked while a subscriber holds its session (one pattern a line). */
export function ServiceAccessFields({ accessUrl, blockedUrls }: { accessUrl: FieldProps; blockedUrls: FieldProps }) {
  const t = useT();
  return (
    <>
      <TextField label={t("adminCatalogue.field.accessUrl")} type="url" inputMode="url" {...accessUrl} />
      <TextareaField
        label={t("adminCatalogue.field.blockedUrls")}
        hint={t("adminCatalogue.services.blockedUrlsHint")}
        rows={4}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="font-mono"
        data-testid="blocked-urls-input"
        {...blockedUrls}
      />
    </>
  );
}

/** The health probe's box: the page to fetch and the texts that tell a signed-in page from a signed-out one. */
export function ServiceProbeFields({
  url,
  signedInText,
  signedOutText,
}: {
  url: FieldProps;
  signedInText: FieldProps;
  signedOutText: FieldProps;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-describedby={hintId}
      data-testid="probe-fields"
    >
      {/* Floated, the legend is the box's first row rather than a gap in its border. */}
      <legend className="float-left w-full text-sm font-semibold text-slate-800">
        {t("adminCatalogue.services.probe")}
      </legend>
      <p id={hintId} className="text-xs text-slate-500">
        {t("adminCatalogue.services.probeHint")}
      </p>
      <TextField
        label={t("adminCatalogue.field.probeUrl")}
        type="url"
        inputMode="url"
        autoComplete="off"
        data-testid="probe-url-input"
        {...url}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("adminCatalogue.field.probeSignedInText")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-testid="probe-signed-in-input"
          {...signedInText}
        />
        <TextField
          label={t("adminCatalogue.field.probeSignedOutText")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-testid="probe-signed-out-input"
          {...signedOutText}
        />
      </div>
    </fieldset>
  );
}

/**
 * The write-only secret: whether one is stored (`hasSecret`, null for a new service), a new one,
 * and for a stored one a "clear secret" checkbox, off while a new secret is typed.
 */
export function ServiceSecretFields({
  hasSecret,
  secret,
  clearSecret,
  secretTyped,
}: {
  hasSecret: boolean | null;
  secret: FieldProps;
  clearSecret: UseFormRegisterReturn;
  secretTyped: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      {hasSecret === null ? null : (
        <p className="text-xs font-medium text-slate-600" data-testid="secret-state">
          {hasSecret ? t("adminCatalogue.services.secretSet") : t("adminCatalogue.services.noSecret")}
        </p>
      )}
      <TextareaField
        label={t("adminCatalogue.field.accessSecret")}
        hint={hasSecret ? t("adminCatalogue.services.secretKeepHint") : t("adminCatalogue.services.secretHint")}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...secret}
      />
      {hasSecret ? (
        <CheckboxField label={t("adminCatalogue.services.clearSecret")} disabled={secretTyped} {...clearSecret} />
      ) : null}
    </div>
  );
}
