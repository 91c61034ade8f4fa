import type { MessageKey } from "@app/shared/i18n/translate";
import { PAYMENT_MESSAGES, VOUCHER_ERRORS } from "@app/shared/messages";
import { ApiError } from "../../lib/api-client.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import type { Translate } from "../../lib/locale.tsx";

const KNOWN = new Map<string, MessageKey>([
  ...(Object.keys(VOUCHER_ERRORS) as (keyof typeof VOUCHER_ERRORS)[]).map(
    (name) => [VOUCHER_ERRORS[name], `vouchers.reason.${name}`] as const,
  ),
  ...(Object.keys(PAYMENT_MESSAGES) as (keyof typeof PAYMENT_MESSAGES)[]).map(
    (name) => [PAYMENT_MESSAGES[name], `checkout.reason.${name}`] as const,
  ),
]);

/**
 * The text of a commerce API failure in the page's language: the translation of a known voucher
 * or payment message (SPEC §8, shared/messages.ts), else the generic API error text.
 */
export function commerceErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const key = KNOWN.get(error.message);
    if (key) return t(key);
  }
  return apiErrorText(error, t);
}
