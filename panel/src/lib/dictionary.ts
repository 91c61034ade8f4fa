import type { Locale } from "@app/shared/constants";
import { hasDictionary, registerDictionary } from "@app/shared/i18n/translate-core";

/**
 * Loads the page language's text before the first render: each language is its own chunk, so a
 * visitor downloads one language, not both. Changing the language reloads the page. The admin
 * area's text (39% of the keys) is not in it: `loadAdminDictionary` adds it with the admin chunks.
 */
export async function loadDictionary(locale: Locale): Promise<void> {
  if (hasDictionary(locale)) return;
  if (locale === "id") {
    const [{ appId }, { siteId }] = await Promise.all([
      import("@app/shared/i18n/id/app"),
      import("@app/shared/i18n/id/site"),
    ]);
    registerDictionary(locale, appId);
    registerDictionary(locale, siteId);
  } else {
    const [{ appEn }, { siteEn }] = await Promise.all([
      import("@app/shared/i18n/en/app"),
      import("@app/shared/i18n/en/site"),
    ]);
    registerDictionary(locale, appEn);
    registerDictionary(locale, siteEn);
  }
}

/** Adds the admin area's text of the page's language; the admin section awaits it before it renders. */
export async function loadAdminDictionary(locale: Locale): Promise<void> {
  if (hasDictionary(locale, "adminDashboard.title")) return;
  registerDictionary(
    locale,
    locale === "id"
      ? (await import("@app/shared/i18n/id/admin")).adminId
      : (await import("@app/shared/i18n/en/admin")).adminEn,
  );
}
