import { type FormEvent, type ReactNode, useId } from "react";
import { useT } from "../lib/locale.tsx";
import { Dialog } from "./dialog.tsx";

interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string | undefined;
  /** Cancel button and Escape (ignored while pending). */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending?: boolean;
  /** Defaults to "Save". */
  submitLabel?: string | undefined;
  /** A general error above the fields (e.g. the server's message). */
  error?: string | null | undefined;
  wide?: boolean;
  children: ReactNode;
}

/** A modal form: title, fields, an optional general error, Cancel and a submit button. */
export function FormDialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  pending = false,
  submitLabel,
  error,
  wide = false,
  children,
}: FormDialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      closeOnEscape={!pending}
      className={`max-h-[calc(100vh-2rem)] overflow-y-auto ${wide ? "max-w-2xl" : ""}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={pending || undefined}>
        {error ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </div>
        ) : null}
        {children}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            disabled={pending}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            {t("form.cancel")}
          </button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? t("form.saving") : (submitLabel ?? t("form.save"))}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
