import { AUTH_MESSAGES } from "@app/shared/messages";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { local } from "../storage.ts";

/** Why a session was ended, as the `reason` of /login: a fixed code, never the server's text. */
export const FORCED_LOGOUT_REASONS = ["other-browser", "signed-out-elsewhere", "suspended", "expired"] as const;
export type ForcedLogoutReason = (typeof FORCED_LOGOUT_REASONS)[number];

const REASON_BY_MESSAGE = new Map<string, ForcedLogoutReason>([
  [AUTH_MESSAGES.anotherBrowserLoggedIn, "other-browser"],
  [AUTH_MESSAGES.anotherLoginDetected, "other-browser"],
  [AUTH_MESSAGES.sessionExpiredOtherBrowser, "other-browser"],
  [AUTH_MESSAGES.loggedOutOtherBrowser, "signed-out-elsewhere"],
  [AUTH_MESSAGES.suspended, "suspended"],
]);

/** The reason code for the server message that ended the session; any other message means "expired". */
export function forcedLogoutReason(message: string): ForcedLogoutReason {
  return REASON_BY_MESSAGE.get(message) ?? "expired";
}

/** How long a remembered reason is still worth saying on the sign-in page. */
export const SIGNED_OUT_REASON_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Keeps the reason in local storage (issue 27): the sign-in page also says why after the browser was
 * closed and reopened, when the `?reason=` of the forced logout's page is long gone.
 */
export function rememberSignedOutReason(reason: ForcedLogoutReason, now = Date.now()): void {
  local.set(STORAGE_KEYS.signedOutReason, JSON.stringify({ reason, at: now }));
}

/** The remembered reason while it is recent, else null. */
export function recalledSignedOutReason(now = Date.now()): ForcedLogoutReason | null {
  try {
    const { reason, at } = JSON.parse(local.get(STORAGE_KEYS.signedOutReason) ?? "null") ?? {};
    const known = (FORCED_LOGOUT_REASONS as readonly unknown[]).includes(reason);
    return known && typeof at === "number" && now - at >= 0 && now - at < SIGNED_OUT_REASON_TTL_MS
      ? (reason as ForcedLogoutReason)
      : null;
  } catch {
    return null;
  }
}

/** Said once the user signs in again (or signs out on purpose). */
export function forgetSignedOutReason(): void {
  local.remove(STORAGE_KEYS.signedOutReason);
}
