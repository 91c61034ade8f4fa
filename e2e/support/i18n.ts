import { type MessageKey, translate } from "@app/shared/i18n/translate";

/** A dictionary key's text with its `{name}` slots filled, as the page shows it. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** English text (the `t` fixture of fixtures.ts, for helpers outside a test). */
export const en: Translate = (key, vars) => translate("en", key, vars);

/** Indonesian text (the `tId` fixture of fixtures.ts, for helpers outside a test). */
export const id: Translate = (key, vars) => translate("id", key, vars);
