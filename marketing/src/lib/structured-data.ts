/** schema.org JSON-LD of the marketing pages (emitted at build time as application/ld+json data). */
import type { Locale } from "@app/shared/constants";
import { translator } from "@app/shared/i18n/translate";
import { FAQ_ITEMS } from "./faq";

export type JsonLd = Record<string, unknown>;

/** Serialises JSON-LD for a <script type="application/ld+json"> block; "<" is escaped so no tag can end it. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function organization(locale: Locale, origin: URL): JsonLd {
  const t = translator(locale);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: t("app.name"),
    url: new URL("/", origin).href,
    logo: new URL("/favicon.svg", origin).href,
    description: t("footer.tagline"),
  };
}

export function website(locale: Locale, origin: URL, url: string): JsonLd {
  const t = translator(locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: t("app.name"),
    url,
    inLanguage: locale,
    publisher: { "@type": "Organization", name: t("app.name"), url: new URL("/", origin).href },
  };
}

/** The FAQ of the landing page, the same ten questions and answers the accordion shows. */
export function faqPage(locale: Locale): JsonLd {
  const t = translator(locale);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: FAQ_ITEMS.map(({ question, answer }) => ({
      "@type": "Question",
      name: t(question),
      acceptedAnswer: { "@type": "Answer", text: t(answer) },
    })),
  };
}

/**
 * The subscription as a product. Prices come from the API at run time, so the build emits no
 * Offer; the pricing script adds one Product with its Offer per package once they are loaded.
 */
export function subscriptionProduct(locale: Locale, url: string): JsonLd {
  const t = translator(locale);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: t("app.name"),
    description: t("page.pricing.description"),
    brand: { "@type": "Brand", name: t("app.name") },
    url,
  };
}
