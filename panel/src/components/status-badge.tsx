import type { ReactNode } from "react";

export type BadgeTone = "success" | "warning" | "danger" | "neutral" | "info";

const TONES: Record<BadgeTone, string> = {
  success: "bg-green-50 text-green-800 ring-green-600/20",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/20",
  danger: "bg-red-50 text-red-800 ring-red-600/20",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
  info: "bg-brand-50 text-brand-700 ring-brand-600/20",
};

/** A small coloured label for a status (Active, Pending, …); the text carries the meaning. */
export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: BadgeTone;
  children: ReactNode;
  testId?: string | undefined;
}) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
