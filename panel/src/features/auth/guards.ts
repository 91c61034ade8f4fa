import { track } from "@app/shared/analytics";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { apiPost } from "../../lib/api-client.ts";
import { finishGoogleLogin } from "../../lib/google-login.ts";
import { clearReferralCode } from "../../lib/referral-capture.ts";
import { ensureSession } from "../../lib/session/auth-guard.ts";
import { consumeRedirectAfterLogin, resolveRedirectAfterLogin } from "../../lib/session/redirect-after-login.ts";
import { isProfileComplete, type Session, startSession } from "../../lib/session/session.ts";

export interface AuthPageSearch {
  redirect?: string | undefined;
  /** Set by the server when it sends the browser back from Google. */
  returnUrl?: string | undefined;
  google?: "success" | "error" | undefined;
}

interface AuthPageGuardArgs {
  context: { queryClient: QueryClient };
  search: AuthPageSearch;
  preload: boolean;
}

/**
 * Back from Google with `?google=success`: the session is in the refresh cookie, so one refresh
 * call yields the access token; then it continues like a normal sign-in. (A referral code went to
 * the server with the Google start URL; the server credits it when it creates the account.)
 */
async function completeGoogleLogin(queryClient: QueryClient): Promise<Session> {
  const { data } = await apiPost("/auth/refresh", { skipForcedLogout: true });
  const session = startSession(queryClient, data);
  track("login_success", "Authentication", { method: "google" });
  return session;
}

/**
 * Sends a signed-in user on (docs/product.md#sessions-in-the-browser): with phone and country to
 * the redirect target, otherwise to /complete-profile (which continues to that target afterwards).
 */
async function leaveIfSignedIn({ context, search, preload }: AuthPageGuardArgs): Promise<void> {
  const session = await ensureSession(context.queryClient);
  if (!session.valid || !session.user) return;
  const wanted = search.redirect ?? search.returnUrl;
  if (!isProfileComplete(session.user)) {
    throw redirect({
      to: "/complete-profile",
      search: { redirect: resolveRedirectAfterLogin(wanted, session.user.role) },
      replace: true,
    });
  }
  // A preload (hovering a link) must not use up the saved URL.
  throw redirect({
    href: preload
      ? resolveRedirectAfterLogin(wanted, session.user.role)
      : consumeRedirectAfterLogin(wanted, session.user.role),
    replace: true,
  });
}

/**
 * beforeLoad of /login. Back from Google with `google=success`: one refresh call turns the refresh
 * cookie into the access token, then it goes on like a password sign-in. `google=error` shows
 * nothing special (docs/product.md#sessions-in-the-browser: no message). While this runs the page
 * shows nothing.
 */
export async function guardLoginPage(args: AuthPageGuardArgs): Promise<void> {
  const { context, search, preload } = args;
  if (!preload && search.google === "success") {
    try {
      await completeGoogleLogin(context.queryClient);
      clearReferralCode();
    } catch {
      track("login_failed", "Authentication", { method: "google" });
    } finally {
      finishGoogleLogin();
    }
  } else if (!preload && search.google === "error") {
    finishGoogleLogin();
    track("login_failed", "Authentication", { method: "google" });
  }
  await leaveIfSignedIn(args);
}

/** beforeLoad of /register: signed-in users go on to where they were going (or /complete-profile). */
export function guardGuestPage({
  context,
  preload,
  search,
}: Omit<AuthPageGuardArgs, "search"> & { search: { redirect?: string | undefined } }): Promise<void> {
  return leaveIfSignedIn({ context, preload, search: { redirect: search.redirect } });
}
