import type { ReferralValidation } from "@app/shared/schemas/referrals";
import { ApiError } from "../../lib/api-client.ts";
import { knownApiErrorText } from "../../lib/api-error-text.ts";
import type { Translate } from "../../lib/locale.tsx";
import { applyErrorText, referralMessageKey } from "./errors.ts";

/** Validate-as-you-type starts at this many characters (shorter codes do not exist). */
export const MIN_VALIDATE_LENGTH = 3;

/**
 * The referral box's one state: exactly one message at a time. `valid` carries the friend
 * discount; `invalid` the refusal in the page's language, shown on the field.
 */
export type ReferralCodeState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; referrerName: string; discountPercent: number }
  | { status: "invalid"; message: string };

/** A refused submit: the empty code (no request) or the failed apply, for the text it was made with. */
export type ReferralRefusal = { value: string; empty: true } | { value: string; empty?: false; error: unknown };

export interface ReferralCodeInputs {
  /** The field as typed. */
  value: string;
  /** The trimmed value once typing paused (what validate-as-you-type asks about). */
  debounced: string;
  /** The validate query for `debounced` (ignored until it matches the field). */
  check: { isPending: boolean; data?: ReferralValidation | undefined; error?: unknown };
  applying: boolean;
  refusal: ReferralRefusal | null;
}

/**
 * idle → checking → valid | invalid. Applying is checking too; a refusal holds until the field
 * changes; editing goes back to idle until the pause, then checks again. A validation that could
 * not answer (rate limit, network) leaves the box idle: the Apply button still asks the server.
 */
export function referralCodeState(inputs: ReferralCodeInputs, t: Translate): ReferralCodeState {
  const { value, debounced, check, applying, refusal } = inputs;
  if (applying) return { status: "checking" };
  if (refusal && refusal.value === value) {
    const message = refusal.empty ? t(referralMessageKey("enterCode")) : applyErrorText(refusal.error, t);
    return { status: "invalid", message };
  }
  const code = value.trim();
  if (code.length < MIN_VALIDATE_LENGTH || debounced !== code) return { status: "idle" };
  if (check.data?.valid) {
    return { status: "valid", referrerName: check.data.referrerName, discountPercent: check.data.discountPercent };
  }
  if (check.error instanceof ApiError && check.error.status === 404) {
    return { status: "invalid", message: knownApiErrorText(check.error, t) ?? t(referralMessageKey("invalidCode")) };
  }
  if (check.isPending && !check.error) return { status: "checking" };
  return { status: "idle" };
}
