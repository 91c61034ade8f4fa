import type { MessageKey } from "@app/shared/i18n/translate";
import { REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { ApiError } from "../../lib/api-client.ts";
import type { Translate } from "../../lib/locale.tsx";

type MessageName = keyof typeof REFERRAL_MESSAGES;
type ReasonName = keyof typeof REFERRAL_ERRORS;

/** The dictionary key of a referral message of SPEC §8 (shared/messages.ts REFERRAL_MESSAGES). */
export function referralMessageKey(name: MessageName): MessageKey {
  return `referrals.msg.${name}`;
}

const KNOWN = new Map<string, MessageKey>([
  ...(Object.keys(REFERRAL_MESSAGES) as MessageName[]).map(
    (name) => [REFERRAL_MESSAGES[name], referralMessageKey(name)] as const,
  ),
  ...(Object.keys(REFERRAL_ERRORS) as ReasonName[]).map(
    (name) => [REFERRAL_ERRORS[name], `referrals.reason.${name}` as const] as const,
  ),
]);

/**
 * SPEC §5: the code is trimmed; empty or whitespace-only is refused with "Please enter a referral
 * code". Returns the code to send, or null when it is empty.
 */
export function normaliseReferralInput(value: string): string | null {
  const code = value.trim();
  return code ? code : null;
}

/**
 * The text of a failed apply (SPEC §8): the server's message for a refused code (400 invalid or own
 * code, 409 already referred, 422 after the first purchase; in the page's language when it is a
 * known referral message), otherwise "Failed to apply referral code" (network, server errors, …).
 */
export function applyErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const known = KNOWN.get(error.message);
    if (known) return t(known);
    if (error.message && error.status !== 401 && error.status !== 429) return error.message;
  }
  return t(referralMessageKey("applyFailed"));
}
