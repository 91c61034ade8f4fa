import { type ComponentPropsWithRef, useState } from "react";
import { useT } from "../lib/locale.tsx";
import { FormField, INPUT_CLASS } from "./form-field.tsx";

type PasswordInputProps = Omit<ComponentPropsWithRef<"input">, "type" | "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** Password field with a show/hide toggle (docs/product.md#shared-interface-pieces). */
export function PasswordInput({ label, error, hint, className, ...inputProps }: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...inputProps}
            {...control}
            type={visible ? "text" : "password"}
            className={`${INPUT_CLASS} pr-11 ${className ?? ""}`}
          />
          <button
            type="button"
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
            title={visible ? t("auth.hidePassword") : t("auth.showPassword")}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FormField>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
