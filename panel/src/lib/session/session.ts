import type { AuthResult, MeDto, UserDto } from "@app/shared/schemas/users";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, reportUnauthorized } from "../api-client.ts";
import { clearAuthToken, getAuthToken, setAuthToken } from "../storage.ts";
import { forgetSignedOutReason } from "./logout-reason.ts";

/**
 * The session's user: GET /users/me, which adds `features` (the tools this deployment offers). A
 * session started by a sign-in has no `features` until its first check.
 */
export type SessionUser = UserDto & Partial<Pick<MeDto, "features">>;

/**
 * Session of docs/product.md#sessions-in-the-browser: valid flag and the user (validate's user
 * merged with GET /users/me).
 */
export interface Session {
  valid: boolean;
  user: SessionUser | null;
}

export const INVALID_SESSION: Session = { valid: false, user: null };
export const SESSION_QUERY_KEY = ["session"] as const;

/** A profile is complete only with both phone and country (docs/product.md#forms-and-validation). */
export function isProfileComplete(user: Pick<UserDto, "phone" | "country"> | null | undefined): boolean {
  return !!user?.phone && !!user.country;
}

/**
 * Session check of docs/product.md#sessions-in-the-browser: no token → invalid at once. With a
 * token: GET /auth/validate; when `error` is false and `data.valid` is true, GET /users/me is
 * merged into the user. Otherwise, or on any failed answer, the token is cleared and the session is
 * invalid. A non-ok validate answer also forces the logout (401 through the API client, other
 * statuses here); a network error leaves the token alone (the session is invalid for now, the next
 * check decides).
 */
export async function checkSession(): Promise<Session> {
  if (!getAuthToken()) return INVALID_SESSION;
  try {
    const { data } = await apiGet("/auth/validate");
    if (!data?.valid || !data.user) {
      clearAuthToken();
      return INVALID_SESSION;
    }
    const { data: me } = await apiGet("/users/me");
    return { valid: true, user: { ...data.user, ...me } };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // A network error on validate is ignored (docs/product.md#sessions-in-the-browser). It is not
    // an answer about the token (a reload cancels the request, a train enters a tunnel), so the
    // token stays for the next check.
    if (status === 0) return INVALID_SESSION;
    clearAuthToken();
    if (status !== 401) reportUnauthorized(error instanceof ApiError ? error.message : "");
    return INVALID_SESSION;
  }
}

/**
 * The session as a query: guards call `queryClient.ensureQueryData(sessionQueryOptions())`.
 * Always stale, so that every navigation revalidates it in the background (a session revoked by a
 * sign-in elsewhere is noticed on the next navigation even on pages without API calls).
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: checkSession,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The session for components. Guards revalidate it on every navigation; components only read it
 * (no extra validate round trip on mount).
 */
export function useSession(): Session {
  const { data } = useQuery({ ...sessionQueryOptions(), refetchOnMount: false });
  return data ?? INVALID_SESSION;
}

/** After a sign-in, registration or refresh: stores the access token, makes the user the session. */
export function startSession(queryClient: QueryClient, result: AuthResult): Session {
  setAuthToken(result.token);
  forgetSignedOutReason();
  const session: Session = { valid: true, user: result.user };
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  return session;
}
