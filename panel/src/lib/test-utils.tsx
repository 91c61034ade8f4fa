import type { Locale } from "@app/shared/constants";
import type { UserDto } from "@app/shared/schemas/users";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { ToastProvider } from "../components/toast.tsx";
import { createAppRouter } from "../router.tsx";
import { LocaleProvider } from "./locale.tsx";
import { createQueryClient } from "./query-client.ts";

/** Test-only helpers: a fake API behind `fetch`, a user factory and the whole app in memory. */

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | { status?: number; body: unknown };

export function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ error: false, data }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function failure(status: number, message: string, code = "UNAUTHORIZED", details?: unknown): Response {
  return new Response(JSON.stringify({ error: true, message, code, ...(details ? { details } : {}) }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Replaces `fetch` with a router of "METHOD /api/path" → handler. Unknown routes answer 404 in the
 * envelope. Returns the list of calls made.
 */
export function mockApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init.method ?? "GET").toUpperCase();
      const call: RecordedCall = {
        method,
        path: url.pathname,
        search: url.search,
        headers: new Headers(init.headers),
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
      };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return failure(404, "Not found", "NOT_FOUND");
      const result = await handler(call);
      if (result instanceof Response) return result;
      return envelope(result.body, result.status ?? 200);
    }),
  );
  return calls;
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    uuid: "4a7d3c2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
    name: "Rina Wijaya",
    email: "rina@example.com",
    phone: "+6281234567890",
    country: "ID",
    role: "user",
    status: "active",
    referralCode: "RINA2026",
    profileComplete: true,
    emailVerified: true,
    hasPassword: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** API routes of a signed-in user (validate + me), plus the token in storage. */
export function signedInRoutes(user: UserDto): Record<string, Handler> {
  window.localStorage.setItem(STORAGE_KEYS.authToken, "test-token");
  return {
    "GET /api/auth/validate": () => ({ body: { valid: true, user } }),
    "GET /api/users/me": () => ({ body: user }),
    "POST /api/auth/logout": () => ({ body: null }),
  };
}

export function renderApp(url: string, options: { basepath?: string; locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    basepath: options.basepath,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const locale = options.locale ?? "en";
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ToastProvider>
    </LocaleProvider>,
  );
  return { router, queryClient };
}

/** Events pushed to window.dataLayer by `track`. */
export function dataLayerEvents(): string[] {
  const layer = (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [];
  return layer.map((entry) => entry.event);
}
