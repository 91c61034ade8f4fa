import { LOCALES, type Locale } from "@app/shared/constants";
import { withLocale } from "@app/shared/locale";
import type { MARKETING_PAGES } from "@app/shared/routes";

export type MarketingPage = (typeof MARKETING_PAGES)[number];

/** getStaticPaths() result shared by every src/pages/[locale]/* page: one page per locale. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale }, props: { locale } }));
}

/**
 * Public path of a marketing page in a locale: "/en", "/id/affiliate". The home page has no
 * trailing slash so it matches the built file (/en.html) without a redirect.
 */
export function localizedPath(locale: Locale, page: MarketingPage): string {
  const path = withLocale(page, locale);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A panel path in the page's language ("/id/login"): the SPA keeps the locale segment. */
export function panelPath(locale: Locale, path: "/login" | "/register" | "/panel"): string {
  return withLocale(path, locale);
}

/** Canonical URL and hreflang alternates (en, id, x-default) of a page, absolute on the site origin. */
export function pageLinks(locale: Locale, page: MarketingPage, site: URL | undefined) {
  const origin = site ?? new URL("http://localhost");
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    canonical: absolute(localizedPath(locale, page)),
    alternates: [
      ...LOCALES.map((hreflang) => ({ hreflang, href: absolute(localizedPath(hreflang, page)) })),
      // Without a locale segment the Worker negotiates the language (docs/product.md#languages).
      { hreflang: "x-default", href: absolute(page) },
    ],
  };
}

/** Every page × locale with its alternates, for sitemap.xml. */
export function sitemapEntries(pages: readonly MarketingPage[], site: URL | undefined) {
  return pages.flatMap((page) =>
    LOCALES.map((locale) => {
      const { canonical, alternates } = pageLinks(locale, page, site);
      return { loc: canonical, alternates };
    }),
  );
}
