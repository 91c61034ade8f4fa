import type { ReactNode } from "react";
import { LanguageSwitch } from "../../../components/language-switch.tsx";

/** Frame of the signed-out pages: language switch and a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  headingTestId,
  children,
}: {
  title: string;
  subtitle?: string;
  headingTestId?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <LanguageSwitch />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold" data-testid={headingTestId}>
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}

const ALERT_CLASSES = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  notice: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

/** A form-level message (server error, confirmation or notice) above the fields. */
export function FormAlert({ tone, children }: { tone: keyof typeof ALERT_CLASSES; children: ReactNode }) {
  const classes = ALERT_CLASSES[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${classes}`}>
      {children}
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
