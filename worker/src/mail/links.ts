import type { Locale } from "@app/shared/constants";
import { withLocale } from "@app/shared/locale";

/**
 * A page of the app as a mail links it (issue 44): absolute from APP_ORIGIN, and in the reader's
 * language, `/en/…` or `/id/…`, so that it opens in the language the mail was written in whatever
 * the browser prefers. `path` may carry a query and a fragment.
 */
export function pageLink(env: { APP_ORIGIN: string }, locale: Locale, path: string): string {
  const url = new URL(path, "http://app.invalid");
  return `${env.APP_ORIGIN.replace(/\/$/, "")}${withLocale(url.pathname, locale)}${url.search}${url.hash}`;
}
