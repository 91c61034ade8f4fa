import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { AppError } from "./errors.ts";

/** Validates a phone number for the chosen country and returns it in E.164. */
export function toE164(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed?.isValid() || (parsed.country && parsed.country !== country)) {
    throw new AppError(400, "VALIDATION_ERROR", ACCOUNT_MESSAGES.invalidPhone, {
      fields: [{ field: "phone", message: ACCOUNT_MESSAGES.invalidPhone }],
    });
  }
  return parsed.number;
}

export function fieldError(field: string, message: string, status: 400 | 409 = 400, code = "VALIDATION_ERROR") {
  return new AppError(status, code, message, { fields: [{ field, message }] });
}
