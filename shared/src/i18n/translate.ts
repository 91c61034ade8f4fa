import { CONTENT_FALLBACK_LOCALE, type Locale } from "../constants.ts";
import { en, type MessageKey } from "./en.ts";
import { id } from "./id.ts";

export type { MessageKey };
export const dictionaries: Record<Locale, Record<MessageKey, string>> = { en, id };

/** Looks a key up in the locale's dictionary, falls back to id (SPEC §9), fills `{name}` slots. */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = dictionaries[locale][key] ?? dictionaries[CONTENT_FALLBACK_LOCALE][key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(locale: Locale) {
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}
