import { track } from "@app/shared/analytics";
import { isSafeLocalPath } from "@app/shared/routes";
import type { GoogleLoginQuery } from "@app/shared/schemas/users";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { apiPath } from "./api-path.ts";
import { readReferralCode } from "./referral-capture.ts";
import { session } from "./storage.ts";

const GOOGLE_DEFAULT_RETURN_URL = "/panel";

export interface GoogleLoginOptions {
  setLoading: (loading: boolean) => void;
  /** Where to land after Google (a same-origin path); default /panel. */
  returnUrl?: string | null | undefined;
  /** Full navigation; replaceable in tests. */
  navigate?: (url: string) => void;
}

/**
 * Google login of docs/product.md#sessions-in-the-browser: loading on; the referral code is read;
 * the return URL is set (default /panel); the referral code is saved temporarily (tempReferralCode)
 * and the google-auth-in-progress flag set, both in session storage so they survive the round trip
 * in this tab; then the browser goes to GET /api/auth/google?returnUrl=…(&ref=…). On failure
 * loading is reset and no message is shown.
 */
export function startGoogleLogin({
  setLoading,
  returnUrl,
  navigate = (url) => window.location.assign(url),
}: GoogleLoginOptions): void {
  setLoading(true);
  try {
    const referralCode = readReferralCode();
    const target = isSafeLocalPath(returnUrl) ? returnUrl : GOOGLE_DEFAULT_RETURN_URL;
    if (referralCode) session.set(STORAGE_KEYS.tempReferralCode, referralCode);
    session.set(STORAGE_KEYS.googleAuthInProgress, "true");
    track("login_initiated", "Authentication", { method: "google" });
    // The server keeps the code with the sign-in flow and credits it if Google creates the account.
    navigate(apiPath<GoogleLoginQuery>("/api/auth/google", { returnUrl: target, ref: referralCode ?? undefined }));
  } catch {
    setLoading(false);
  }
}

/** True while a Google round trip started in this tab has not come back yet. */
export function isGoogleAuthInProgress(): boolean {
  return session.get(STORAGE_KEYS.googleAuthInProgress) === "true";
}

/** Called when the browser is back from Google (success or error). */
export function finishGoogleLogin(): void {
  session.remove(STORAGE_KEYS.googleAuthInProgress);
  session.remove(STORAGE_KEYS.tempReferralCode);
}
