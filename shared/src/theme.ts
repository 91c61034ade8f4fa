import { STORAGE_KEYS } from "./storage-keys.ts";

/**
 * The colour theme (issue 28): the system's by default, or the light or dark one chosen with the
 * switch of the marketing site and the panel. The choice is kept in localStorage (STORAGE_KEYS.theme,
 * absent for "system") and shown as <html data-theme="light|dark">, which shared/src/styles/dark.css
 * reads together with prefers-color-scheme.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The few browser objects used (shared/ compiles without the DOM library). */
type ThemeStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};
type ThemeRoot = { dataset: Record<string, string | undefined> };
const browser = globalThis as unknown as { localStorage: ThemeStorage; document: { documentElement: ThemeRoot } };

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The stored choice; "system" when none (or storage is disabled). */
export function readTheme(): Theme {
  try {
    const stored = browser.localStorage.getItem(STORAGE_KEYS.theme);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Shows a choice on <html>: a data-theme attribute, none for the system's theme. */
export function applyTheme(theme: Theme, root: ThemeRoot = browser.document.documentElement): void {
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Keeps and shows a choice (shown even where storage is disabled, for this page). */
export function chooseTheme(theme: Theme): void {
  try {
    if (theme === "system") browser.localStorage.removeItem(STORAGE_KEYS.theme);
    else browser.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // storage disabled: the page still switches
  }
  applyTheme(theme);
}

/**
 * The script that applies the stored choice before the first paint: a classic, blocking script in
 * the head of every page. A file, as the CSP allows no inline script (themeBootPlugin writes it).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}\n`;

/** The switch's icons (24×24, stroked): a screen, a sun, a moon. */
export const THEME_ICON_PATHS: Record<Theme, string> = {
  system: "M5 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2ZM8 20h8M12 16v4",
  light:
    "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  dark: "M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a7 7 0 0 0 10.6 10.6Z",
};
