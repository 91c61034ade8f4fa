import { AUTH_MESSAGES } from "@app/shared/messages";

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
