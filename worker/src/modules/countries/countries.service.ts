import type { Locale } from "@app/shared/constants";
import type { CountryDto } from "@app/shared/schemas/users";
import countries from "i18n-iso-countries";
import enNames from "i18n-iso-countries/langs/en.json";
import idNames from "i18n-iso-countries/langs/id.json";
import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";

countries.registerLocale(enNames);
countries.registerLocale(idNames);

const cache = new Map<Locale, CountryDto[]>();

/**
 * Countries with ISO code, localized name (i18n-iso-countries) and dialing code
 * (libphonenumber-js), sorted by name in the locale.
 */
export function listCountries(locale: Locale): CountryDto[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((code) => ({ code, name: countries.getName(code, locale) ?? "", dialCode: `+${getCountryCallingCode(code)}` }))
    .filter((c) => c.name)
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
