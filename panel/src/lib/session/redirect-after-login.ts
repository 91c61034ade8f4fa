import { isSafeLocalPath } from "@app/shared/routes";
import { clearSavedUrl, isNonRedirectPath, peekSavedUrl } from "./saved-url.ts";

const DEFAULT_AFTER_LOGIN = "/panel";

/** A usable target: a same-origin path (single leading "/") that is not one of NON_REDIRECT_PATHS. */
function usable(target: string | null | undefined): target is string {
  return isSafeLocalPath(target) && !isNonRedirectPath(target);
}

/**
 * Where to go after signing in (docs/product.md#sessions-in-the-browser): the `redirect` query
 * value unless it is /login, /complete-profile, /signup or /forgot-password (or not a same-origin
 * path); otherwise the URL saved before a forced logout while it is under 30 minutes old; otherwise
 * /panel. Does not consume the saved URL: see `consumeRedirectAfterLogin`.
 */
export function resolveRedirectAfterLogin(redirect: string | null | undefined, now = Date.now()): string {
  if (usable(redirect)) return redirect;
  const saved = peekSavedUrl(now);
  if (usable(saved)) return saved;
  return DEFAULT_AFTER_LOGIN;
}

/** Resolves the target and clears the saved-URL record: once a sign-in completed it is used up. */
export function consumeRedirectAfterLogin(redirect: string | null | undefined, now = Date.now()): string {
  const target = resolveRedirectAfterLogin(redirect, now);
  clearSavedUrl();
  return target;
}
