import type { Locale } from "@app/shared/constants";
import { hasDictionary, registerDictionary } from "@app/shared/i18n/translate-core";

/**
 * Loads the page language's dictionary before the first render: each is its own chunk, so a
 * visitor downloads one language, not both. Changing the language reloads the page.
 */
export async function loadDictionary(locale: Locale): Promise<void> {
  if (hasDictionary(locale)) return;
  const dictionary =
    locale === "id" ? (await import("@app/shared/i18n/id")).id : (await import("@app/shared/i18n/en")).en;
  registerDictionary(locale, dictionary);
}
