import { INDONESIAN_TIME_ZONES, LOCALES, type Locale } from "./constants.ts";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** True when a browser language tag points to Indonesian ("id", "id-ID", or the legacy "in"). */
export function isIndonesianLanguage(tag: string): boolean {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === "id" || primary === "in";
}

/**
 * Picks the locale of an Accept-Language header, honouring q-values. Returns null when the
 * header names neither of our locales.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (isIndonesianLanguage(tag)) return "id";
    if (tag.toLowerCase().startsWith("en")) return "en";
  }
  return null;
}

export function isIndonesianTimeZone(timeZone: string | null | undefined): boolean {
  return !!timeZone && (INDONESIAN_TIME_ZONES as readonly string[]).includes(timeZone);
}

/**
 * Server-side negotiation of docs/product.md#languages: preferred-locale cookie, then
 * Accept-Language, then the time zone, else English.
 */
export function negotiateLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  timeZone?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  const fromHeader = localeFromAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return fromHeader;
  if (isIndonesianTimeZone(input.timeZone)) return "id";
  return "en";
}

/** Client-side guess of docs/product.md#languages: time zone or browser language says Indonesian → id. */
export function detectClientLocale(timeZone: string | undefined, languages: readonly string[]): Locale {
  if (isIndonesianTimeZone(timeZone)) return "id";
  if (languages.some(isIndonesianLanguage)) return "id";
  return "en";
}

/** Splits a path into its locale segment (if any) and the rest, which always starts with "/". */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/(en|id)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: null, rest: pathname || "/" };
  return { locale: match[1] as Locale, rest: match[2] || "/" };
}

/** Swaps or prepends the locale segment (docs/product.md#screens-and-addresses). */
export function withLocale(pathname: string, locale: Locale): string {
  const { rest } = splitLocalePath(pathname);
  return rest === "/" ? `/${locale}/` : `/${locale}${rest}`;
}
