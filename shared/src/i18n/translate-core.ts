import { CONTENT_FALLBACK_LOCALE, type Locale } from "../constants.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
export type Dictionary = Record<MessageKey, string>;

/**
 * The dictionaries known to this bundle. `translate.ts` registers both (Worker, marketing, tests);
 * the panel registers only the page's language, loaded on demand, so a visitor downloads one, and
 * adds the admin area's text only when an admin opens it. Each locale keeps its parts as they came,
 * newest first, instead of copying them into one object: copying two thousand texts took 4 ms of the
 * panel's start, 15 on a phone (docs/decisions/076).
 */
const registry: Partial<Record<Locale, Partial<Dictionary>[]>> = {};

/** Adds a dictionary, or one area of it, to what the locale already has; its texts win. */
export function registerDictionary(locale: Locale, dictionary: Partial<Dictionary>): void {
  registry[locale] = [dictionary, ...(registry[locale] ?? []).filter((part) => part !== dictionary)];
}

function lookUp(locale: Locale, key: MessageKey): string | undefined {
  for (const part of registry[locale] ?? []) {
    const text = part[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Whether the locale has the key (the first key of an area says whether the area is loaded). */
export function hasDictionary(locale: Locale, key: MessageKey = "app.name"): boolean {
  return lookUp(locale, key) !== undefined;
}

/**
 * Looks a key up in the locale's dictionary, falls back to id (docs/product.md#languages), fills
 * `{name}` slots.
 */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = lookUp(locale, key) ?? lookUp(CONTENT_FALLBACK_LOCALE, key) ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(locale: Locale) {
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}
