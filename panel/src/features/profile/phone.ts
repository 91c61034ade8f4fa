import "../../lib/zod-config.ts";
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import type { Translate } from "../../lib/locale.tsx";

/** True when `phone` (national or international notation) is a valid number of `country`. */
export function isValidPhoneForCountry(phone: string, country: string): boolean {
  if (!phone.trim() || !/^[A-Z]{2}$/.test(country)) return false;
  try {
    return isValidPhoneNumber(phone, country as CountryCode);
  } catch {
    return false;
  }
}

/** The number in E.164 (+6281234567890), as it is submitted and stored. */
export function toE164(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed) throw new Error("invalid phone number");
  return parsed.number;
}

/** The server's own messages for phone and country in the page's language (`applyServerFieldErrors`). */
export function phoneAndCountryFallbacks(t: Translate): { phone: string; country: string } {
  return { phone: t("profile.phoneInvalid"), country: t("validation.invalid") };
}

/**
 * Phone and country of a form: both required; the phone is checked for the chosen country
 * client-side as well (the server checks it again). `invalidPhone` is the message in the page's
 * language.
 */
export function phoneAndCountrySchema(invalidPhone: string) {
  return z
    .object({
      phone: z.string().trim().min(1),
      // Not the API's `countryCode`: its own English message would bypass the form's error map.
      country: z
        .string()
        .trim()
        .min(1)
        .regex(/^[A-Za-z]{2}$/)
        .transform((c) => c.toUpperCase()),
    })
    .superRefine((value, ctx) => {
      if (!isValidPhoneForCountry(value.phone, value.country)) {
        ctx.addIssue({ code: "custom", message: invalidPhone, path: ["phone"] });
      }
    });
}
