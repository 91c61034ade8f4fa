import "../../../lib/zod-config.ts";
import type { ServiceType } from "@app/shared/constants";
import { type ServiceAccountBody, serviceAccountBody, sessionText } from "@app/shared/schemas/service-accounts";
import { useState } from "react";
import { z } from "zod";
import { CheckboxField, TextareaField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { type ApiFieldError, apiErrorText } from "../../../lib/api-error-text.ts";
import { applyPlacedFieldErrors, type FieldPlacement, shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { type ServiceAccountDto, useSaveServiceAccount } from "../api.ts";
import { splitFieldPath } from "../field-paths.ts";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";

/**
 * The account form: the label, the seats as typed (empty is unlimited), the active switch and the
 * write-only session with a "clear session" checkbox for an account that has one.
 */
export const accountFormSchema = serviceAccountBody.pick({ label: true }).extend({
  seats: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : Number(text)))
    .pipe(serviceAccountBody.shape.seats.unwrap()),
  active: serviceAccountBody.shape.active.unwrap(),
  session: sessionText,
  clearSession: z.boolean(),
});
export type AccountFormValues = z.output<typeof accountFormSchema>;

/**
 * The request body for the form's values. A new account sends a session only when one was pasted;
 * an edit keeps the stored session unless a new one is pasted ("" + clear → removes it).
 */
export function accountBodyFromForm(values: AccountFormValues, editing: boolean): ServiceAccountBody {
  const body: ServiceAccountBody = { label: values.label, seats: values.seats, active: values.active };
  const session = values.session.trim();
  if (session) body.session = session;
  else if (editing && values.clearSession) body.session = "";
  return body;
}

/** The form's values for an account (or a new one: active, unlimited seats). */
export function accountFormDefaults(account: ServiceAccountDto | null): z.input<typeof accountFormSchema> {
  return {
    label: account?.label ?? "",
    seats: account?.seats == null ? "" : String(account.seats),
    active: account?.active ?? true,
    session: "",
    clearSession: false,
  };
}

/**
 * Where a server's field error shows: an error inside the session (`session.cookies[0].domain`,
 * or the API's own words on `session`) on the session textarea, with the API's detail. Null for
 * the rest (label, seats: their code's or issue's words).
 */
export function placeAccountFieldError(
  field: ApiFieldError,
  t: Translate,
): FieldPlacement<z.input<typeof accountFormSchema>> {
  const { root, nested } = splitFieldPath(field.field);
  if (root === "session" && (nested || (!field.code && !field.issue)))
    return { name: "session", message: t("adminCatalogue.accounts.sessionError", { detail: field.message }) };
  return null;
}

export function AccountFormDialog({
  serviceUuid,
  serviceType,
  account,
  onClose,
}: {
  serviceUuid: string;
  serviceType: ServiceType;
  account: ServiceAccountDto | null;
  onClose: () => void;
}) {
  const t = useT();
  const feedback = useCrudFeedback();
  const save = useSaveServiceAccount(serviceUuid);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(accountFormSchema, { defaultValues: accountFormDefaults(account) });
  const shown = shownErrors(form);
  const sessionTyped = (form.watch("session") ?? "") !== "";
  const formatHint =
    serviceType === "key"
      ? t("adminCatalogue.accounts.sessionKeyHint")
      : t("adminCatalogue.accounts.sessionCookieHint");

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: account?.id, body: accountBodyFromForm(values, !!account) });
      feedback.saved(saved.label, !account);
      onClose();
    } catch (error) {
      const placed = applyPlacedFieldErrors(form, error, t, (field) => placeAccountFieldError(field, t));
      setFormError(placed ? null : apiErrorText(error, t));
    }
  });

  return (
    <FormDialog
      open
      wide
      title={account ? t("adminCatalogue.accounts.edit", { label: account.label }) : t("adminCatalogue.accounts.new")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      error={formError}
      submitTestId="account-save"
    >
      <TextField
        label={t("adminCatalogue.accounts.field.label")}
        error={shown("label")}
        hint={t("adminCatalogue.accounts.labelHint")}
        autoComplete="off"
        data-testid="account-label-input"
        {...form.register("label")}
      />
      <TextField
        label={t("adminCatalogue.accounts.field.seats")}
        error={shown("seats")}
        hint={t("adminCatalogue.accounts.seatsHint")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        data-testid="account-seats-input"
        {...form.register("seats")}
      />
      <CheckboxField label={t("adminCatalogue.accounts.field.active")} {...form.register("active")} />
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
        {account ? (
          <p className="text-xs font-medium text-slate-600" data-testid="account-session-state">
            {account.hasSession ? t("adminCatalogue.accounts.hasSession") : t("adminCatalogue.accounts.noSession")}
          </p>
        ) : null}
        <TextareaField
          label={
            serviceType === "key"
              ? t("adminCatalogue.accounts.field.sessionKey")
              : t("adminCatalogue.accounts.field.sessionCookie")
          }
          error={shown("session")}
          hint={account?.hasSession ? `${t("adminCatalogue.accounts.sessionKeepHint")} ${formatHint}` : formatHint}
          rows={serviceType === "key" ? 2 : 6}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono"
          data-testid="account-session-input"
          {...form.register("session")}
        />
        {account?.hasSession ? (
          <CheckboxField
            label={t("adminCatalogue.accounts.clearSession")}
            disabled={sessionTyped}
            {...form.register("clearSession")}
          />
        ) : null}
      </div>
    </FormDialog>
  );
}
