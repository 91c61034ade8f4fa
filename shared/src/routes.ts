import type { Locale } from "./constants.ts";

/** Static marketing pages, pre-rendered by Astro in each locale. */
export const MARKETING_PAGES = ["/", "/affiliate", "/pricing", "/privacy", "/terms", "/refund", "/status"] as const;

/** Paths answered by the panel SPA (its index.html), with or without a locale prefix. */
export const PANEL_ENTRY_PATHS = [
  "/login",
  "/register",
  "/signup",
  "/complete-profile",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/checkout",
] as const;

export function isPanelPath(rest: string): boolean {
  if (rest === "/panel" || rest.startsWith("/panel/")) return true;
  return (PANEL_ENTRY_PATHS as readonly string[]).includes(rest.replace(/\/$/, ""));
}

/** Panel pages whose first screen the build pre-renders per locale (panel/scripts/prerender-shells.tsx). */
export const PANEL_SHELL_PAGES = ["login", "register", "forgot-password", "checkout"] as const;
export type PanelShellPage = (typeof PANEL_SHELL_PAGES)[number];

/** The pre-rendered page for a panel path (without locale prefix), or null when it has none. */
export function panelShellPage(rest: string): PanelShellPage | null {
  const page = rest.replace(/^\//, "").replace(/\/$/, "");
  return (PANEL_SHELL_PAGES as readonly string[]).includes(page) ? (page as PanelShellPage) : null;
}

/** Asset path of a pre-rendered panel page. */
export function panelShellAsset(locale: Locale, page: PanelShellPage): string {
  return `/panel/shells/${locale}/${page}.html`;
}

/** File that Astro builds for a marketing page (build.format "file"). */
export function marketingAssetPath(locale: Locale, page: (typeof MARKETING_PAGES)[number]): string {
  return page === "/" ? `/${locale}.html` : `/${locale}${page}.html`;
}

/** The not-found page Astro builds for a locale (marketing/src/pages/[locale]/404.astro). */
export function notFoundAssetPath(locale: Locale): string {
  return `/${locale}/404.html`;
}

/**
 * A same-origin path usable as a navigation target: starts with exactly one "/" (no "//host",
 * no "/\host"), no scheme, no control characters. The panel and the server (Google sign-in's
 * returnUrl) apply this one rule.
 */
export function isSafeLocalPath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/")) return false;
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new WhatwgUrl(value, "http://local.invalid").origin === "http://local.invalid";
  } catch {
    return false;
  }
}

/** The WHATWG URL of every runtime that loads shared/ (browser, workerd, Node); shared has no DOM lib. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base: string) => { origin: string } }).URL;
