import { type ApiEnvelope, asEnvelope, D1_BOOKMARK_HEADER, type ListMeta } from "@app/shared/api/envelope";
import {
  type ApiAnswer,
  type ApiErrorCode,
  type ApiMethod,
  fillPath,
  type Operation,
  type PartsOptional,
  type PathsOf,
  type RequestParts,
  type TakesForm,
} from "@app/shared/api/operations";
import { AUTH_MESSAGES, FORCED_LOGOUT_MESSAGES } from "@app/shared/messages";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { apiPath, type QueryValue } from "./api-path.ts";
import { getAuthToken } from "./storage.ts";
import { refreshAccessToken } from "./token-refresh.ts";

const API_BASE = "/api";

/** What ends the session when an answer says it is over; main.tsx registers the forced logout. */
export type UnauthorizedHandler = (serverMessage: string) => void;

let unauthorizedHandler: UnauthorizedHandler = () => {};

/**
 * Registers the forced logout of docs/product.md#sessions-in-the-browser. A setter rather than an
 * import, so that the API client does not depend on the logout code, which itself calls the API.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** Ends the session through the registered handler (also for the session check's non-401 failures). */
export function reportUnauthorized(serverMessage: string): void {
  unauthorizedHandler(serverMessage);
}

/**
 * An API failure: the envelope's `code` and `message`, the HTTP status (0 for network errors).
 * `code` is typed as the error catalogue's, so a check against a code that does not exist fails
 * the typecheck; the constructor takes any text, as an answer or the Access extension gave it.
 */
export class ApiError extends Error {
  status: number;
  code: ApiErrorCode;
  details?: unknown;

  constructor(code: ApiErrorCode | (string & {}), message: string, status = 0, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.code = code as ApiErrorCode;
    this.status = status;
    if (details !== undefined) this.details = details;
  }
}

export type ApiInit = RequestInit & {
  /** Sent as the JSON body (with `Content-Type: application/json`). */
  json?: unknown;
  /**
   * Skips the forced logout on 401 for this call. Only for calls whose failure is itself the answer
   * (the session check, logout); every other call leaves it unset.
   */
  skipForcedLogout?: boolean;
};

export type ApiResult<T> = { data: T; meta?: ListMeta };

let latestBookmark: string | null = null;

/** The newest D1 bookmark this tab has seen (decision 043); kept for a reload in sessionStorage. */
export function currentBookmark(): string | null {
  if (latestBookmark === null) {
    try {
      latestBookmark = window.sessionStorage.getItem(STORAGE_KEYS.d1Bookmark);
    } catch {
      latestBookmark = null;
    }
  }
  return latestBookmark;
}

/** Keeps a bookmark from an answer when it is newer than the one held (bookmarks sort by age). */
export function rememberBookmark(bookmark: string | null): void {
  if (!bookmark) return;
  const held = currentBookmark();
  if (held !== null && held.localeCompare(bookmark) >= 0) return;
  latestBookmark = bookmark;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.d1Bookmark, bookmark);
  } catch {
    // storage disabled: the bookmark still holds for this page
  }
}

function buildRequest(path: string, init: ApiInit = {}): { url: string; request: RequestInit; token: string | null } {
  const { json, skipForcedLogout: _skip, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  const token = getAuthToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  // Reads after this tab's own writes see them, even from a read replica (decision 043).
  const bookmark = currentBookmark();
  if (bookmark && !headers.has(D1_BOOKMARK_HEADER)) headers.set(D1_BOOKMARK_HEADER, bookmark);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }
  const url =
    path.startsWith("/api/") || path === "/api" ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  return { url, request: { ...rest, body: body ?? null, headers, credentials: "include" }, token };
}

/**
 * The one place where an API answer forces a logout (docs/product.md#sessions-in-the-browser):
 * status 401, or one of the session messages (docs/product.md#session-messages) in any failure.
 * Visitors without a token have no session to end, so a 401 on their sign-in attempt ("Invalid
 * email or password") stays an ordinary error.
 */
function maybeForceLogout(status: number, message: string, hadToken: boolean, init: ApiInit | undefined): void {
  if (init?.skipForcedLogout || !hadToken) return;
  if (status === 401 || FORCED_LOGOUT_MESSAGES.includes(message)) reportUnauthorized(message);
}

async function sendOnce(path: string, init?: ApiInit): Promise<{ response: Response; token: string | null }> {
  const { url, request, token } = buildRequest(path, init);
  try {
    const response = await fetch(url, request);
    rememberBookmark(response.headers.get(D1_BOOKMARK_HEADER));
    return { response, token };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NETWORK", error instanceof Error ? error.message : "Network error", 0);
  }
}

/** An answer that says only the access token is out of date (the session itself lives on). */
async function saysTokenExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return body.message === AUTH_MESSAGES.jwtExpired;
  } catch {
    return false;
  }
}

/**
 * Sends the call; when the access token has expired, refreshes it (once for every tab, see
 * token-refresh.ts) and sends the call again, so a long-open panel never logs its user out for that.
 */
async function send(path: string, init?: ApiInit): Promise<{ response: Response; hadToken: boolean }> {
  const first = await sendOnce(path, init);
  if (!first.token || path.endsWith("/auth/refresh") || !(await saysTokenExpired(first.response))) {
    return { response: first.response, hadToken: !!first.token };
  }
  const fresh = await refreshAccessToken(first.token);
  if (!fresh) return { response: first.response, hadToken: true };
  const again = await sendOnce(path, init);
  return { response: again.response, hadToken: !!again.token };
}

/**
 * The body as text. A body that cannot be read (the page is leaving, the connection dropped) is a
 * network error like a failed fetch: it says nothing about the session, so it must not end it.
 */
async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NETWORK", error instanceof Error ? error.message : "Network error", 0);
  }
}

/** Calls the API and unwraps the `{ error, data, meta }` envelope; failures throw an ApiError. */
export async function api<T>(path: string, init?: ApiInit): Promise<ApiResult<T>> {
  const { response, hadToken } = await send(path, init);
  const text = await readBody(response);
  let envelope: ApiEnvelope<T> | null = null;
  try {
    envelope = asEnvelope<T>(JSON.parse(text));
  } catch {
    envelope = null;
  }
  if (envelope?.error !== false || !response.ok) {
    const failure = envelope?.error === true ? envelope : null;
    const code = failure?.code ?? (response.status === 401 ? "UNAUTHORIZED" : "INTERNAL_ERROR");
    const message = failure?.message ?? response.statusText ?? "Request failed";
    maybeForceLogout(response.status, message, hadToken, init);
    throw new ApiError(code, message, response.status, failure?.details);
  }
  return envelope.meta ? { data: envelope.data, meta: envelope.meta } : { data: envelope.data };
}

/**
 * The raw Response (with auth), e.g. to stream a CSV export. Non-2xx answers are returned as they
 * are, but a 401 still forces the logout.
 */
export async function apiResponse(path: string, init?: ApiInit): Promise<Response> {
  const { response, hadToken } = await send(path, init);
  if (response.status === 401) maybeForceLogout(401, "", hadToken, init);
  return response;
}

/** The paths of the API's operations of `method`, without the `/api` every one starts with. */
export type PanelPath<M extends ApiMethod> =
  PathsOf<M> extends infer P ? (P extends `/api${infer R}` ? R : never) : never;

type PanelOperation<P extends string, M extends ApiMethod> = `/api${P}` extends infer K extends
  keyof import("@app/shared/api/openapi.generated").paths
  ? Operation<K, M>
  : never;

/**
 * A call's options: its operation's request parts (`path` parameters, `query`, `json` body, or a
 * multipart `body`), and any other `fetch` option of `api()` (`signal`, `cache`, …).
 */
export type CallOptions<O> = RequestParts<O> &
  Omit<ApiInit, "json" | "method" | "body"> &
  (TakesForm<O> extends true ? { body: FormData } : { body?: never });

type CallArgs<O> = PartsOptional<O> extends true ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** A typed call of one method: the path as documented (`/services/{uuid}`), the answer its success envelope's. */
export type TypedCall<M extends ApiMethod> = <P extends PanelPath<M>>(
  path: P,
  ...options: CallArgs<PanelOperation<P, M>>
) => Promise<ApiAnswer<PanelOperation<P, M>>>;

type LooseOptions = Omit<ApiInit, "method"> & {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
};

function typedCall<M extends ApiMethod>(method: M): TypedCall<M> {
  const call = (path: string, { path: params, query, ...init }: LooseOptions = {}) => {
    const filled = fillPath(path, params);
    return api(query ? apiPath(filled, query as never) : filled, { ...init, method: method.toUpperCase() });
  };
  return call as unknown as TypedCall<M>;
}

/**
 * Typed calls of the API (decision 072): the path and its parameters, query, body and answer all
 * come from the operation definitions, through shared/src/api/openapi.generated.ts. E.g.
 * `apiGet("/services/{uuid}", { path: { uuid }, signal })` answers `{ data }` typed as that
 * operation's documented `data`.
 */
export const apiGet = /* @__PURE__ */ typedCall("get");
export const apiPost = /* @__PURE__ */ typedCall("post");
export const apiPut = /* @__PURE__ */ typedCall("put");
export const apiDelete = /* @__PURE__ */ typedCall("delete");
