import type { FormEvent, ReactNode } from "react";
import { Button, SubmitButton } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { useT } from "../../../lib/locale.tsx";

/** The form that adds a second factor: its error above the fields, then the submit and Cancel buttons. */
export function SetupForm({
  onSubmit,
  error,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form className="flex max-w-sm flex-col gap-3" onSubmit={onSubmit} noValidate>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {children}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
        <Button variant="ghost" size="md" onClick={onCancel}>
          {t("security.cancel")}
        </Button>
      </div>
    </form>
  );
}
