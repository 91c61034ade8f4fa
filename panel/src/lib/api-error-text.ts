import type { MessageKey } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES, REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { ApiError } from "./api-client.ts";
import type { Translate } from "./locale.tsx";

type AccountMessage = keyof typeof ACCOUNT_MESSAGES;
type ReferralReason = keyof typeof REFERRAL_ERRORS;
/** Server messages of the catalogue with their dictionary keys. */
const KNOWN_KEYS = new Map<string, MessageKey>([
  ...(Object.keys(ACCOUNT_MESSAGES) as AccountMessage[]).map(
    (name) => [ACCOUNT_MESSAGES[name], `account.${name}`] as const,
  ),
  [REFERRAL_MESSAGES.invalidCode, "referrals.msg.invalidCode"],
  ...(Object.keys(REFERRAL_ERRORS) as ReferralReason[]).map(
    (name) => [REFERRAL_ERRORS[name], `referrals.reason.${name}`] as const,
  ),
]);

/** Codes whose server message is meant for the user (it names the field or the broken rule). */
const SERVER_MESSAGE_CODES = new Set(["VALIDATION_ERROR", "BUSINESS_RULE", "CONFLICT"]);

function isMessageKey(t: Translate, key: string): key is MessageKey {
  return t(key as MessageKey) !== key;
}

/** A server message in the current language when the dictionary knows it, otherwise as it is. */
export function serverMessageText(message: string, t: Translate): string {
  const known = KNOWN_KEYS.get(message);
  return known ? t(known) : message;
}

/**
 * The text for an API failure in the current language: the dictionary's version of a known account
 * or referral message; the server's own message for validation and business-rule errors;
 * otherwise the `error.<CODE>` text (NETWORK included); anything else is an internal error.
 */
export function apiErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t("error.INTERNAL_ERROR");
  const known = KNOWN_KEYS.get(error.message);
  if (known) return t(known);
  if (SERVER_MESSAGE_CODES.has(error.code) && error.message) return error.message;
  const key = `error.${error.code}`;
  return isMessageKey(t, key) ? t(key) : t("error.INTERNAL_ERROR");
}

export interface ApiFieldError {
  field: string;
  message: string;
}

/** `details.fields` of a VALIDATION_ERROR: one message per field named by the server. */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_ERROR") return [];
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is ApiFieldError => !!f && typeof f.field === "string" && typeof f.message === "string");
}
