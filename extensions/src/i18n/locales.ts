import { type ExtensionDictionary, en } from "./en.ts";
import { id } from "./id.ts";

export const LOCALES = { en, id } satisfies Record<string, ExtensionDictionary>;

interface ChromeMessage {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

/**
 * A dictionary as Chrome's `_locales/<locale>/messages.json`: `{date}` becomes `$date$` with a
 * placeholder whose content is `$1`, `$2`… in order of first appearance; a literal `$` is doubled.
 */
export function chromeMessages(dictionary: ExtensionDictionary): Record<string, ChromeMessage> {
  const out: Record<string, ChromeMessage> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (!/^\w+$/.test(key)) throw new Error(`Invalid Chrome message key: ${key}`);
    const names: string[] = [];
    const message = text.replaceAll("$", "$$$$").replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!names.includes(name)) names.push(name);
      return `$${name}$`;
    });
    out[key] = names.length
      ? { message, placeholders: Object.fromEntries(names.map((n, i) => [n, { content: `$${i + 1}` }])) }
      : { message };
  }
  return out;
}
