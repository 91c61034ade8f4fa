import type { Locale } from "@app/shared/constants";
import type { CountryDto } from "@app/shared/schemas/users";
import countries from "i18n-iso-countries";
import enNames from "i18n-iso-countries/langs/en.json";
import idNames from "i18n-iso-countries/langs/id.json";
import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";

countries.registerLocale(enNames);
countries.registerLocale(idNames);

/**
 * Indonesian names where CLDR's form is made for disambiguation, not for a country picker
 * ("Kongo - Kinshasa", "Hong Kong DAK Tiongkok", "Myanmar (Burma)").
 */
const ID_NAMES: Readonly<Record<string, string>> = {
  CD: "Republik Demokratik Kongo",
  CG: "Republik Kongo",
  CI: "Pantai Gading",
  HK: "Hong Kong",
  MM: "Myanmar",
  MO: "Makau",
  PS: "Palestina",
};

/**
 * The name of a country in a locale. English comes from i18n-iso-countries. Its Indonesian data
 * leaves about 30 names in English ("Sweden", "Maldives", "Åland Islands", "Virgin Islands,
 * British"), so Indonesian comes from CLDR through `Intl.DisplayNames`, with the overrides above,
 * and i18n-iso-countries only when the runtime has no name.
 */
export function countryName(code: string, locale: Locale): string | null {
  if (locale === "en") return countries.getName(code, "en") ?? null;
  const override = ID_NAMES[code];
  if (override) return override;
  let cldr: string | undefined;
  try {
    cldr = new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code);
  } catch {
    cldr = undefined; // a runtime without region names
  }
  return cldr && cldr !== code ? cldr : (countries.getName(code, locale) ?? null);
}

const cache = new Map<Locale, CountryDto[]>();

/**
 * Countries with ISO code, localized name and dialing code (libphonenumber-js), sorted by name in
 * the locale. Both languages list the same codes: those i18n-iso-countries names in English.
 */
export function listCountries(locale: Locale): CountryDto[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .filter((code) => countries.getName(code, "en"))
    .map((code) => ({ code, name: countryName(code, locale) ?? "", dialCode: `+${getCountryCallingCode(code)}` }))
    .filter((c) => c.name)
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
