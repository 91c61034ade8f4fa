import type { ComponentPropsWithRef, ReactNode } from "react";
import { FormField, INPUT_CLASS } from "./form-field.tsx";

type FieldExtras = { label: string; error?: string | undefined; hint?: string | undefined };

/** A FormField with a <select>; spread `register(name)` into it. */
export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...selectProps
}: Omit<ComponentPropsWithRef<"select">, "id"> & FieldExtras & { children: ReactNode }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <select {...selectProps} {...control} className={`${INPUT_CLASS} ${className ?? ""}`}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A FormField with a <textarea>; spread `register(name)` into it. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  rows = 3,
  ...textareaProps
}: Omit<ComponentPropsWithRef<"textarea">, "id"> & FieldExtras) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...textareaProps} {...control} rows={rows} className={`${INPUT_CLASS} ${className ?? ""}`} />
      )}
    </FormField>
  );
}

/** A checkbox with its label on the right and an optional hint below. */
export function CheckboxField({
  label,
  hint,
  className,
  ...inputProps
}: Omit<ComponentPropsWithRef<"input">, "type"> & { label: string; hint?: string | undefined }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          {...inputProps}
          type="checkbox"
          className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
        />
        {label}
      </label>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
