import { CONTENT_FALLBACK_LOCALE, type Locale } from "../constants.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
export type Dictionary = Record<MessageKey, string>;

/**
 * The dictionaries known to this bundle. `translate.ts` registers both (Worker, marketing, tests);
 * the panel registers only the page's language, loaded on demand, so a visitor downloads one.
 */
const registry: Partial<Record<Locale, Dictionary>> = {};

export function registerDictionary(locale: Locale, dictionary: Dictionary): void {
  registry[locale] = dictionary;
}

export function hasDictionary(locale: Locale): boolean {
  return !!registry[locale];
}

/**
 * Looks a key up in the locale's dictionary, falls back to id (docs/product.md#languages), fills
 * `{name}` slots.
 */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = registry[locale]?.[key] ?? registry[CONTENT_FALLBACK_LOCALE]?.[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(locale: Locale) {
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}
