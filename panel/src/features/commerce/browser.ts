import { splitLocalePath, withLocale } from "@app/shared/locale";

/**
 * Full-page navigation away from the app (the payment provider's hosted page). An object, so that
 * tests can replace `assign` (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** A marketing page (static, outside the SPA) under the locale prefix of the current URL, if any. */
export function marketingHref(path: string): string {
  const { locale } = splitLocalePath(window.location.pathname);
  return locale ? withLocale(path, locale) : path;
}
