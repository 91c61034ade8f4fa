import type { MessageKey } from "@app/shared/i18n/translate";
import { ApiError } from "../../lib/api-client.ts";
import { knownApiErrorText } from "../../lib/api-error-text.ts";
import type { Translate } from "../../lib/locale.tsx";

type MessageName = MessageKey extends infer K ? (K extends `referrals.msg.${infer N}` ? N : never) : never;

/** The dictionary key of a referral message of docs/product.md#referrals (`referrals.msg.*`). */
export function referralMessageKey(name: MessageName): MessageKey {
  return `referrals.msg.${name}`;
}

/**
 * docs/product.md#forms-and-validation: the code is trimmed; empty or whitespace-only is refused
 * with "Please enter a referral code". Returns the code to send, or null when it is empty.
 */
export function normaliseReferralInput(value: string): string | null {
  const code = value.trim();
  return code ? code : null;
}

/**
 * The text of a failed apply (docs/product.md#referrals): the server's message for a refused code,
 * in the page's language by its code (400 invalid or own code, 409 already referred, 422 after the
 * first purchase), otherwise "Failed to apply referral code" (network, server errors, …).
 */
export function applyErrorText(error: unknown, t: Translate): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const text = refused && error.status !== 401 && error.status !== 429 ? knownApiErrorText(error, t) : null;
  return text ?? t(referralMessageKey("applyFailed"));
}
