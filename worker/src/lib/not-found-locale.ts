import type { Locale } from "@app/shared/constants";

/**
 * The marketing 404 page is one static file that shows every language, each block with its own
 * `lang` (marketing/src/pages/404.astro). For a request in another language than English the
 * Worker sets `<html lang>` to it, and the page's CSS then puts that language's block first.
 * No script: the CSP allows none inline.
 */
export function notFoundInLocale(response: Response, locale: Locale): Response {
  if (locale === "en") return response; // the page is built with lang="en"
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("lang", locale);
      },
    })
    .transform(response);
}
