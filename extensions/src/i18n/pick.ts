import type { en } from "@app/shared/i18n/en";

type SharedKey = keyof typeof en;
type Stripped<K> = K extends `ext.${infer Rest}` ? Rest : never;
export type ExtensionKeys = Stripped<SharedKey>;

/** The `ext.*` entries of a shared dictionary, keyed without the prefix (Chrome message names). */
export function extensionTexts(dictionary: Record<SharedKey, string>): Record<ExtensionKeys, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (key.startsWith("ext.")) out[key.slice(4)] = text;
  }
  return out as Record<ExtensionKeys, string>;
}
