import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { fieldError } from "./field-errors.ts";

/** Validates a phone number for the chosen country and returns it in E.164. */
export function toE164(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed?.isValid() || (parsed.country && parsed.country !== country)) {
    throw fieldError("phone", ACCOUNT_MESSAGES.invalidPhone, { code: "PHONE_INVALID" });
  }
  return parsed.number;
}
