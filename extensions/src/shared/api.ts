/**
 * Calls to the product's API from an extension's service worker. Every call names the extension and
 * its version (`X-Extension-Id`, `X-Extension-Version`; docs/decisions/011-browser-extensions.md),
 * sends no cookies and bypasses the HTTP cache. Answers use the API envelope
 * (shared/src/api/envelope.ts).
 *
 * Paths, parameters, bodies and answers are typed from the operation definitions (decision 072).
 * The answers are still checked where they are used: a service worker trusts no input.
 */

import { type ApiEnvelope, asEnvelope } from "@app/shared/api/envelope";
import {
  type ApiErrorCode,
  fillPath,
  type Operation,
  type PartsOptional,
  type PathsOf,
  type RequestParts,
  type SuccessData,
} from "@app/shared/api/operations";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: ApiErrorCode; message: string };

/** A call's options: its operation's `path` parameters and `json` body, and the extension token. */
export type ApiCall<O> = RequestParts<O> & {
  /** Extension token, sent as `Authorization: Bearer …`. */
  token?: string | null;
};

type CallArgs<O> = PartsOptional<O> extends true ? [call?: ApiCall<O>] : [call: ApiCall<O>];

/** One method's calls: the path as documented (`/api/extension/services/{uuid}/cookies`). */
type TypedCall<M extends "get" | "post"> = <P extends PathsOf<M>>(
  path: P,
  ...call: CallArgs<Operation<P, M>>
) => Promise<ApiResult<SuccessData<Operation<P, M>>>>;

export interface ApiClient {
  get: TypedCall<"get">;
  post: TypedCall<"post">;
}

type LooseCall = { token?: string | null; path?: Record<string, string>; json?: unknown };

export const API_TIMEOUT_MS = 15_000;

export function createApiClient(options: {
  origin: string;
  extension: "core" | "helper";
  version: string;
  fetch?: typeof fetch;
}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function send(method: "GET" | "POST", path: string, call: LooseCall = {}): Promise<ApiResult<unknown>> {
    const { token, json: body } = call;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Extension-Id": options.extension,
      "X-Extension-Version": options.version,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(new URL(fillPath(path, call.path), options.origin).href, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: "omit",
        cache: "no-store",
        redirect: "error",
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, status: 0, code: "NETWORK_ERROR", message: errorMessage(error) };
    }
    let envelope: ApiEnvelope<unknown> | null = null;
    try {
      envelope = asEnvelope(await response.json());
    } catch {
      envelope = null;
    }
    if (response.ok && envelope?.error === false) return { ok: true, status: response.status, data: envelope.data };
    const failure = envelope?.error === true ? envelope : null;
    return {
      ok: false,
      status: response.status,
      // The server's codes are its error catalogue's (shared/src/messages.ts).
      code: (failure?.code as ApiErrorCode | undefined) ?? (response.ok ? "BAD_RESPONSE" : `HTTP_${response.status}`),
      message: failure?.message ?? (response.statusText || "Unexpected answer"),
    };
  }
  // The data is typed as documented; what uses it still checks it (see above).
  return {
    get: ((path: string, call?: LooseCall) => send("GET", path, call)) as TypedCall<"get">,
    post: ((path: string, call?: LooseCall) => send("POST", path, call)) as TypedCall<"post">,
  };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
