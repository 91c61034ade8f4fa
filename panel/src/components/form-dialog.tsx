import { type FormEvent, type ReactNode, useId } from "react";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { FormAlert } from "./form-alert.tsx";

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
  /** data-testid of the submit button. */
  submitTestId?: string | undefined;
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
  submitTestId,
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
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {children}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button onClick={onClose} disabled={pending} variant="secondary" size="md">
            {t("form.cancel")}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined} data-testid={submitTestId}>
            {pending ? t("form.saving") : (submitLabel ?? t("form.save"))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
