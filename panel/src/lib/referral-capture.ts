import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { session } from "./storage.ts";

const MAX_CODE_LENGTH = 32;

function normalise(code: unknown): string | null {
  if (typeof code !== "string") return null;
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > MAX_CODE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(trimmed)) return null;
  return trimmed;
}

/**
 * docs/product.md#referrals: a referral code from the `ref` query parameter is kept in session
 * storage until used. Called on every navigation; a page without `ref` leaves a kept code alone.
 */
export function captureReferralCode(search: string | Record<string, unknown>): string | null {
  const ref = typeof search === "string" ? new URLSearchParams(search).get("ref") : search.ref;
  const code = normalise(ref);
  if (code) session.set(STORAGE_KEYS.referralCode, code);
  return code;
}

/** The kept referral code (from `ref`, or saved for the Google round trip), if any. */
export function readReferralCode(): string | null {
  return normalise(session.get(STORAGE_KEYS.referralCode)) ?? normalise(session.get(STORAGE_KEYS.tempReferralCode));
}

/** Called once the code was used (registration sent with it): it is cleared. */
export function clearReferralCode(): void {
  session.remove(STORAGE_KEYS.referralCode);
  session.remove(STORAGE_KEYS.tempReferralCode);
}
