import { track } from "@app/shared/analytics";
import { apiPost } from "../api-client.ts";
import { getAppQueryClient } from "../query-client.ts";
import { clearAuthToken, getAuthToken } from "../storage.ts";
import { INVALID_SESSION, SESSION_QUERY_KEY } from "./session.ts";

/**
 * Logout of docs/product.md#sessions-in-the-browser: calls the server, clears the token and marks
 * the session invalid even when the call fails. `token` is for callers that cleared storage before
 * (the forced logout).
 */
export async function logout(options: { token?: string | null } = {}): Promise<void> {
  const token = options.token !== undefined ? options.token : getAuthToken();
  try {
    await apiPost("/auth/logout", {
      skipForcedLogout: true,
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
  } catch {
    // docs/product.md#sessions-in-the-browser: errors of the logout call are ignored.
  } finally {
    clearAuthToken();
    const client = getAppQueryClient();
    if (client) {
      // Nothing of the previous user may stay in the cache.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      client.setQueryData(SESSION_QUERY_KEY, INVALID_SESSION);
    }
    track("logout", "Authentication");
  }
}
