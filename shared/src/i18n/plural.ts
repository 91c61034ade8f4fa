import type { Locale } from "../constants.ts";

/** The plural forms the dictionaries have: `<key>.one` and `<key>.other` (Indonesian has no plural, both read alike). */
export type PluralForm = "one" | "other";

/** Which of a key's `.one`/`.other` forms fits `count` in `locale` (Intl.PluralRules; anything but "one" is "other"). */
export function pluralForm(locale: Locale, count: number): PluralForm {
  return new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
}
