import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { id } from "./id.ts";

/**
 * The referral programme has one name per language (issue 28: it was also the "Invitation
 * programme" and the "Program undangan"): every text that names a programme names this one.
 */
const NAME = { en: "affiliate programme", id: "program afiliasi" } as const;

/** Every "<word> programme" (or "program <word>" in Indonesian) of a text, lower case. */
function programmeNames(locale: keyof typeof NAME, text: string): string[] {
  const pattern = locale === "en" ? /\b[\p{L}-]+\s+program(?:me)?\b/giu : /\bprogram\s+[\p{L}-]+/giu;
  return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase().replace(/\s+/g, " "));
}

describe("the programme's name", () => {
  it.each([
    ["en", en],
    ["id", id],
  ] as const)("is %s's one name in every text", (locale, dictionary) => {
    const offenders = Object.entries(dictionary)
      .filter(([, text]) => programmeNames(locale, text).some((name) => name !== NAME[locale]))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it("names the panel's tab like the marketing page", () => {
    expect(en["referrals.nav.invitation"].toLowerCase()).toBe(NAME.en);
    expect(id["referrals.nav.invitation"].toLowerCase()).toBe(NAME.id);
    expect(en["affiliate.hero.eyebrow"].toLowerCase()).toBe(NAME.en);
    expect(id["affiliate.hero.eyebrow"].toLowerCase()).toBe(NAME.id);
  });
});
