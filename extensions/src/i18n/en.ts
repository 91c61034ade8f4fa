import { en as shared } from "@app/shared/i18n/en";
import { extensionTexts } from "./pick.ts";

/**
 * Texts of the extensions (manifest and popup), English: the `ext.*` entries of the shared
 * dictionary (shared/src/i18n/en.ts) without the prefix. `scripts/build.ts` turns them into
 * `_locales/en/messages.json`. Keys may only hold letters, digits and `_` (Chrome's rule);
 * `{name}` marks a placeholder, filled in order by `chrome.i18n.getMessage(key, [values])`.
 */
export const en = extensionTexts(shared);

export type ExtensionMessageKey = keyof typeof en;
export type ExtensionDictionary = Record<ExtensionMessageKey, string>;
