import { getAuthToken, setAuthToken } from "./storage.ts";

/** The Web Lock every tab of the panel takes to refresh the access token (one refresh at a time). */
const REFRESH_LOCK = "premiumhub-auth-refresh";

/**
 * Trades the refresh cookie for a new access token, once for all tabs (issue 26): the tabs share
 * the cookie and the stored token, so a tab that waited for the lock while another refreshed finds
 * a token other than the expired one it sent and uses it. The server also gives a just-rotated
 * cookie the same successor for a few seconds (decision 050), for browsers without Web Locks.
 * Resolves to the new token, or null when the session cannot be refreshed.
 */
let pending: { expired: string; result: Promise<string | null> } | null = null;

export function refreshAccessToken(expired: string): Promise<string | null> {
  // Calls of this tab that failed together share one refresh.
  if (pending?.expired === expired) return pending.result;
  const run = async (): Promise<string | null> => {
    const current = getAuthToken();
    if (!current) return null;
    if (current !== expired) return current;
    try {
      const response = await fetch("/api/auth/refresh", {
        method: "POST",
        credentials: "include",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { error?: boolean; data?: { token?: unknown } };
      const token = body.error === false && typeof body.data?.token === "string" ? body.data.token : null;
      if (token) setAuthToken(token);
      return token;
    } catch {
      return null;
    }
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const result = (locks ? locks.request(REFRESH_LOCK, run) : run()).finally(() => {
    if (pending?.result === result) pending = null;
  });
  pending = { expired, result };
  return result;
}
