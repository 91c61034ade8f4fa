import type { UserRole } from "@app/shared/constants";
import { isSafeLocalPath } from "@app/shared/routes";
import { clearSavedUrl, isNonRedirectPath, peekSavedUrl } from "./saved-url.ts";

const DEFAULT_AFTER_LOGIN = "/panel";
/** Where an admin lands instead of the subscriber's dashboard (issue 44). */
export const ADMIN_HOME = "/panel/admin";

/** A usable target: a same-origin path (single leading "/") that is not one of NON_REDIRECT_PATHS. */
function usable(target: string | null | undefined): target is string {
  return isSafeLocalPath(target) && !isNonRedirectPath(target);
}

/**
 * Where to go after signing in (docs/product.md#sessions-in-the-browser): the `redirect` query
 * value unless it is /login, /complete-profile, /signup or /forgot-password (or not a same-origin
 * path); otherwise the URL saved before a forced logout while it is under 30 minutes old; otherwise
 * /panel. An admin whose target is the plain dashboard lands in the admin area instead (issue 44;
 * "My subscription" in the navigation still leads there). Does not consume the saved URL: see
 * `consumeRedirectAfterLogin`.
 */
export function resolveRedirectAfterLogin(
  redirect: string | null | undefined,
  role?: UserRole,
  now = Date.now(),
): string {
  const saved = peekSavedUrl(now);
  const target = usable(redirect) ? redirect : usable(saved) ? saved : DEFAULT_AFTER_LOGIN;
  return role === "admin" && target === DEFAULT_AFTER_LOGIN ? ADMIN_HOME : target;
}

/** Resolves the target and clears the saved-URL record: once a sign-in completed it is used up. */
export function consumeRedirectAfterLogin(
  redirect: string | null | undefined,
  role?: UserRole,
  now = Date.now(),
): string {
  const target = resolveRedirectAfterLogin(redirect, role, now);
  clearSavedUrl();
  return target;
}
