import { LOCALE_COOKIE, LOGOUT_GUARD_MS } from "@app/shared/constants";
import { isLocale, splitLocalePath } from "@app/shared/locale";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { persistLocalePreference } from "../locale.tsx";
import { getAuthToken, local, session } from "../storage.ts";
import { logout } from "./logout.ts";
import { type ForcedLogoutReason, forcedLogoutReason, rememberSignedOutReason } from "./logout-reason.ts";
import { readSavedUrlRecord, saveUrl, writeSavedUrlRecord } from "./saved-url.ts";

/** Replaceable in tests (jsdom cannot navigate). */
export const forcedLogoutEnv = {
  navigate: (url: string): void => window.location.assign(url),
};

let guardActive = false;

/**
 * True while a forced logout is under way: it ends in a full page load of the sign-in page, so the
 * route guard leaves the navigation to it instead of starting a second one.
 */
export function isForcedLogoutUnderway(): boolean {
  return guardActive;
}

/** Test helper: forgets a running guard. */
export function resetForcedLogoutGuard(): void {
  guardActive = false;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** Expires every cookie script can see, on the current path and its parents. */
function clearAllCookies(): void {
  const segments = window.location.pathname.split("/").filter(Boolean);
  const paths = ["/", ...segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name) continue;
    for (const path of paths) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available everywhere
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
    }
  }
}

/** /login, under the page's /en or /id prefix when it has one, with the reason when one is given. */
export function loginUrl(pathname = window.location.pathname, reason?: ForcedLogoutReason): string {
  const { locale } = splitLocalePath(pathname);
  const path = locale ? `/${locale}/login` : "/login";
  return reason ? `${path}?reason=${reason}` : path;
}

/**
 * Forced logout of docs/product.md#sessions-in-the-browser, started by the API client on a 401 or a
 * session message (and by the session check on a non-ok validate answer).
 *
 * 1. A guard ignores repeats (parallel failing calls) and resets after LOGOUT_GUARD_MS (2 s).
 * 2. The current path and query are saved in the saved-URL record BEFORE anything is cleared.
 * 3. As the rule says, all local storage, session storage and (script-visible) cookies are cleared.
 *    Two values are written back right after, on purpose: the saved-URL record (clearing it would
 *    defeat step 2; the rule wants the user back there after signing in) and the language preference
 *    (localStorage value and cookie), so that the login page does not switch language under the
 *    user. The reason is also kept (issue 27), so that the sign-in page says why even after the
 *    browser was closed, and the theme (the device's, issue 28). Everything else, token, user data,
 *    referral codes, the cart, is gone.
 * 4. logout(): the server call (with the token read before clearing), token cleared, session invalid.
 * 5. Full navigation to /login (locale-prefixed when the app runs under /en or /id), with the
 *    reason for the server's message as `?reason=`, so that the sign-in page can say why.
 */
export async function forceLogout(serverMessage?: string): Promise<void> {
  if (guardActive) return;
  guardActive = true;
  setTimeout(() => {
    guardActive = false;
  }, LOGOUT_GUARD_MS);

  const { pathname, search } = window.location;
  saveUrl(pathname, search);
  const savedRecord = readSavedUrlRecord();
  const token = getAuthToken();
  const preferredLocale = local.get(STORAGE_KEYS.preferredLocale);
  const localeCookie = readCookie(LOCALE_COOKIE);
  const theme = local.get(STORAGE_KEYS.theme);

  local.clear();
  session.clear();
  clearAllCookies();

  if (savedRecord) writeSavedUrlRecord(savedRecord);
  // Either value means the user chose the language explicitly; write both back.
  const chosenLocale = isLocale(preferredLocale) ? preferredLocale : isLocale(localeCookie) ? localeCookie : null;
  if (chosenLocale) persistLocalePreference(chosenLocale);
  // The theme is the device's, not the account's (issue 28).
  if (theme) local.set(STORAGE_KEYS.theme, theme);
  const reason = serverMessage === undefined ? undefined : forcedLogoutReason(serverMessage);
  // The third value written back: why, for a sign-in page opened after the browser restarts.
  if (reason) rememberSignedOutReason(reason);

  await logout({ token });
  forcedLogoutEnv.navigate(loginUrl(pathname, reason));
}
