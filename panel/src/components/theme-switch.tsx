import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { applyTheme, chooseTheme, readTheme, THEME_ICON_PATHS, THEMES, type Theme } from "@app/shared/theme";
import { useEffect, useState } from "react";
import { useT } from "../lib/locale.tsx";
import { StrokeIcon } from "./stroke-icon.tsx";

const LABELS = { system: "nav.theme.system", light: "nav.theme.light", dark: "nav.theme.dark" } as const;

/**
 * The theme switch (issue 28): the system's theme, light or dark, as three icon buttons named by
 * their hidden text (and a tooltip). The choice is kept on the device (shared/src/theme.ts), follows
 * other tabs' choices, and the head's boot script applies it before the next page's first paint.
 */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const [theme, setTheme] = useState<Theme>(readTheme);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme && event.key !== null) return;
      const next = readTheme();
      setTheme(next);
      applyTheme(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return (
    <fieldset className={`flex items-center gap-1 ${className}`} data-testid="theme-switch">
      <legend className="sr-only">{t("nav.theme")}</legend>
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === theme}
          title={t(LABELS[option])}
          data-theme-choice={option}
          onClick={() => {
            chooseTheme(option);
            setTheme(option);
          }}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          <StrokeIcon className="size-4">
            <path d={THEME_ICON_PATHS[option]} />
          </StrokeIcon>
          <span className="sr-only">{t(LABELS[option])}</span>
        </button>
      ))}
    </fieldset>
  );
}
