import type { ReactNode } from "react";

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
