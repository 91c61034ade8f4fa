import { type ComponentPropsWithRef, type ReactNode, useId } from "react";

export const INPUT_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-slate-50";

export interface ControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The field's error (already filtered to touched fields); `{path}` is replaced by the label. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/**
 * Label, control, hint and error text of one form field (docs/product.md#forms-and-validation:
 * errors when touched and invalid).
 */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-red-600" role="alert">
          {error.replaceAll("{path}", label)}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A FormField with a plain text-like input; spread `register(name)` into it. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...inputProps} {...control} className={`${INPUT_CLASS} ${className ?? ""}`} />}
    </FormField>
  );
}
