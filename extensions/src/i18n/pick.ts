import type { en } from "@app/shared/i18n/en";

type SharedKey = keyof typeof en;
type Stripped<K> = K extends `ext.${infer Rest}` ? Rest : never;

/**
 * The API's error codes the popup may meet when it lists or opens a service: their words come from
 * the shared `error.<CODE>` texts, as `error_<CODE>` (Chrome's keys take no dot).
 */
export const POPUP_ERROR_CODES = [
  "NO_FREE_SEAT",
  "SUBSCRIPTION_REQUIRED",
  "NOT_ENTITLED",
  "SERVICE_UNAVAILABLE",
  "SERVICE_NO_SESSION",
  "NOT_FOUND",
  "RATE_LIMITED",
  "TEMPORARILY_UNAVAILABLE",
  "INTERNAL_ERROR",
  "EXTENSION_OUTDATED",
] as const;
export type PopupErrorCode = (typeof POPUP_ERROR_CODES)[number];

export type ExtensionKeys = Stripped<SharedKey> | `error_${PopupErrorCode}`;

/**
 * The `ext.*` entries of a shared dictionary, keyed without the prefix (Chrome message names), and
 * the popup's error texts.
 */
export function extensionTexts(dictionary: Record<SharedKey, string>): Record<ExtensionKeys, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (key.startsWith("ext.")) out[key.slice(4)] = text;
  }
  for (const code of POPUP_ERROR_CODES) out[`error_${code}`] = dictionary[`error.${code}`];
  return out as Record<ExtensionKeys, string>;
}
