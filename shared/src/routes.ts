import type { Locale } from "./constants.ts";

/** Static marketing pages, pre-rendered by Astro in each locale. */
export const MARKETING_PAGES = ["/", "/affiliate", "/pricing", "/privacy", "/terms", "/refund"] as const;

/** Paths answered by the panel SPA (its index.html), with or without a locale prefix. */
export const PANEL_ENTRY_PATHS = [
  "/login",
  "/register",
  "/signup",
  "/complete-profile",
  "/forgot-password",
  "/reset-password",
  "/checkout",
] as const;

export function isPanelPath(rest: string): boolean {
  if (rest === "/panel" || rest.startsWith("/panel/")) return true;
  return (PANEL_ENTRY_PATHS as readonly string[]).includes(rest.replace(/\/$/, ""));
}

/** File that Astro builds for a marketing page (build.format "file"). */
export function marketingAssetPath(locale: Locale, page: (typeof MARKETING_PAGES)[number]): string {
  return page === "/" ? `/${locale}.html` : `/${locale}${page}.html`;
}
