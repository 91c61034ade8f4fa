import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { id } from "./id.ts";

/** Names keep their capitals; every other word of a button's label is lower case (issue 28). */
const PROPER_NOUNS = new Set(["PremiumHub", "Chrome", "Web", "Store", "Google", "Edge", "Firefox", "PDF", "OK"]);
const BUTTON_KEY = /(\.(button|submit|cta|send|save|start|open|install)|Button)$/;

function capitalisedWords(text: string): string[] {
  return text
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-Z][a-z]/.test(word) && !PROPER_NOUNS.has(word.replace(/[^\w]/g, "")));
}

describe("button labels", () => {
  it.each([
    ["en", en],
    ["id", id],
  ] as const)("are in sentence case in %s", (_locale, dictionary) => {
    const offenders = Object.entries(dictionary)
      .filter(([key, text]) => BUTTON_KEY.test(key) && capitalisedWords(text).length > 0)
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });
});
