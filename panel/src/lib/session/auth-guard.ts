import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { isForcedLogoutUnderway } from "./forced-logout.ts";
import { resolveRedirectAfterLogin } from "./redirect-after-login.ts";
import { isProfileComplete, type Session, sessionQueryOptions } from "./session.ts";

interface GuardArgs {
  location: ParsedLocation;
  context: { queryClient: QueryClient };
  /** True when the route is only preloaded (link hover): no revalidation round trip then. */
  preload?: boolean;
}

/**
 * The cached session, revalidated in the background when stale (every navigation: the session
 * query is always stale), so a revoked session is noticed without blocking each page change.
 */
export function ensureSession(queryClient: QueryClient, { preload = false } = {}): Promise<Session> {
  return queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: !preload });
}

/**
 * beforeLoad of the pathless `_auth` layout (docs/product.md#sessions-in-the-browser): visitors
 * without a valid session go to /login with `redirect` = the requested href (router path, without
 * the locale prefix); signed-in users whose profile lacks phone or country go to /complete-profile.
 */
export async function requireSession({ location, context, preload }: GuardArgs): Promise<{ session: Session }> {
  const session = await ensureSession(context.queryClient, { preload: !!preload });
  if (!session.valid || !session.user) {
    // Two navigations at once (this redirect and the forced logout's page load) can cancel each other.
    if (isForcedLogoutUnderway()) await new Promise<never>(() => {});
    throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
  }
  if (!isProfileComplete(session.user)) {
    throw redirect({ to: "/complete-profile", replace: true });
  }
  return { session };
}

/** Paths whose pages sit behind requireSession: the checkout and the whole panel. */
export function needsSession(path: string): boolean {
  return path === "/checkout" || path === "/checkout/" || path === "/panel" || path.startsWith("/panel/");
}

/**
 * The sign-in address for a visitor who opens a page that needs a session with no token stored,
 * or null. app.tsx goes there before the router starts, so the first page the app loads and draws
 * is the sign-in form, with the same `redirect` requireSession would give, instead of a checkout it
 * would leave at once (docs/decisions/076). With a token stored the guard decides, as before.
 */
export function signInFirst(
  location: { path: string; search: string; hash: string },
  hasToken: boolean,
): { to: "/login"; redirect: string } | null {
  if (hasToken || !needsSession(location.path)) return null;
  return { to: "/login", redirect: `${location.path}${location.search}${location.hash}` };
}

/**
 * beforeLoad of the admin section: only the `admin` role. Others are sent to /panel (with
 * `denied=1`, which the dashboard may show). It runs before the lazy admin chunks are requested,
 * so ordinary users never download them.
 */
export async function requireAdmin({ location, context, preload }: GuardArgs): Promise<void> {
  const session = await ensureSession(context.queryClient, { preload: !!preload });
  if (!session.valid || session.user?.role !== "admin") {
    throw redirect({ to: "/panel", replace: true });
  }
  // The second factor first (decision 053): the security page sends the admin on afterwards.
  if (session.user.adminAccess === "verify" || session.user.adminAccess === "enroll") {
    throw redirect({ to: "/panel/security", search: { redirect: location.href }, replace: true });
  }
}

/** beforeLoad of the security page: admins only (second factors are theirs), pending or not. */
export async function requireAdminAccount({ context, preload }: GuardArgs): Promise<void> {
  const session = await ensureSession(context.queryClient, { preload: !!preload });
  if (!session.valid || session.user?.role !== "admin") throw redirect({ to: "/panel", replace: true });
}

/**
 * beforeLoad of /complete-profile: visitors sign in first; a user whose profile already has phone
 * and country goes on to the redirect target (the redirect rules of
 * docs/product.md#sessions-in-the-browser) instead.
 */
export async function requireIncompleteProfile({
  context,
  search,
}: {
  context: { queryClient: QueryClient };
  search: { redirect?: string | undefined };
}): Promise<{ session: Session }> {
  const session = await ensureSession(context.queryClient);
  if (!session.valid || !session.user) throw redirect({ to: "/login", replace: true });
  if (isProfileComplete(session.user)) {
    throw redirect({ href: resolveRedirectAfterLogin(search.redirect, session.user.role), replace: true });
  }
  return { session };
}
