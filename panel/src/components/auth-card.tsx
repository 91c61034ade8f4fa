import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { LanguageSwitch } from "./language-switch.tsx";

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
  usePageTitle(title);
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
