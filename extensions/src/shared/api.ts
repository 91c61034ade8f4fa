/**
 * Calls to the product's API from an extension's service worker. Every call names the extension and
 * its version (`X-Extension-Id`, `X-Extension-Version`; docs/decisions/011-browser-extensions.md),
 * sends no cookies and bypasses the HTTP cache. Answers use the API envelope
 * (shared/src/api/envelope.ts).
 */
import { type ApiEnvelope, asEnvelope } from "@app/shared/api/envelope";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string };

export interface ApiCall {
  method?: "GET" | "POST";
  /** Extension token, sent as `Authorization: Bearer …`. */
  token?: string | null;
  body?: unknown;
}

export interface ApiClient {
  call<T = unknown>(path: string, call?: ApiCall): Promise<ApiResult<T>>;
}

export const API_TIMEOUT_MS = 15_000;

export function createApiClient(options: {
  origin: string;
  extension: "core" | "helper";
  version: string;
  fetch?: typeof fetch;
}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async call<T>(path: string, { method = "GET", token, body }: ApiCall = {}): Promise<ApiResult<T>> {
      const headers: Record<string, string> = {
        Accept: "application/json",
        "X-Extension-Id": options.extension,
        "X-Extension-Version": options.version,
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers["Content-Type"] = "application/json";
      let response: Response;
      try {
        response = await doFetch(new URL(path, options.origin).href, {
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
      let envelope: ApiEnvelope<T> | null = null;
      try {
        envelope = asEnvelope<T>(await response.json());
      } catch {
        envelope = null;
      }
      if (response.ok && envelope?.error === false) return { ok: true, status: response.status, data: envelope.data };
      const failure = envelope?.error === true ? envelope : null;
      return {
        ok: false,
        status: response.status,
        code: failure?.code ?? (response.ok ? "BAD_RESPONSE" : `HTTP_${response.status}`),
        message: failure?.message ?? (response.statusText || "Unexpected answer"),
      };
    },
  };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
