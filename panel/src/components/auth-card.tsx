import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useLocale } from "../lib/locale.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/**
 * Frame of the signed-out pages: the logo linking back to the site, the language switch, a centred
 * card with a heading and the theme switch under it. The build pre-renders it (panel/scripts/prerender-shells.tsx), so
 * the first paint comes with the HTML.
 */
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
  const { locale, t } = useLocale();
  usePageTitle(title);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="flex w-full max-w-sm items-center justify-between gap-3">
        <a href={`/${locale}`} className="rounded-md" title={t("nav.backToSite")}>
          <BrandMark name={t("app.name")} />
        </a>
        <LanguageSwitch />
      </div>
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold" data-testid={headingTestId}>
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
      <ThemeSwitch />
    </main>
  );
}
