import type { Locale } from "@app/shared/constants";
import type { SubscriptionInfo, TransactionDto } from "@app/shared/schemas/commerce";
import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import type { PackageDto } from "@app/shared/schemas/packages";
import type { SupportConversationDto } from "@app/shared/schemas/support";
import type { PanelFeatures, UserDto } from "@app/shared/schemas/users";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type AnyRoute,
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { ToastProvider } from "../components/toast.tsx";
import { setUnauthorizedHandler } from "../lib/api-client.ts";
import { extensionBridge } from "../lib/extension-bridge.ts";
import { LocaleProvider } from "../lib/locale.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { forceLogout } from "../lib/session/forced-logout.ts";
import { createAppRouter } from "../router.tsx";

/** Test-only helpers: a fake API behind `fetch`, fixtures, and the app (or some of its pages) in memory. */

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Answers one "METHOD /api/path" of the fake API: a Response, or the `data` of an ok envelope. */
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response> | { status?: number; body: unknown };
type Handler = ApiHandler;

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
    adminAccess: overrides.role === "admin" ? "granted" : null,
    status: "active",
    referralCode: "RINA2026",
    profileComplete: true,
    emailVerified: true,
    hasPassword: true,
    renewalReminders: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** API routes of a signed-in user (validate + me), plus the token in storage. */
/** A VALIDATION_ERROR answer with a message per field (`details.fields`). */
export function fieldFailure(fields: Record<string, string>, message = Object.values(fields)[0] ?? ""): Response {
  const details = { fields: Object.entries(fields).map(([field, text]) => ({ field, message: text })) };
  return failure(400, message, "VALIDATION_ERROR", details);
}

/** An active catalogue package, as GET /packages-subscriptions answers it. */
export const STARTER_PACKAGE = {
  uuid: "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
  namePackage: "Starter",
  description: null,
  price: 49_000,
  currency: "IDR",
  timeFrame: "1 Month",
  timeframeUuid: null,
  days: 30,
  status: "active",
  sortOrder: 1,
  highlight: false,
  trialDays: 0,
  onSale: true,
} satisfies PackageDto;

/** The user's active subscription to STARTER_PACKAGE, as GET /user-information answers it. */
export function makeSubscriptionInfo(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    startDate: "2026-01-10T08:00:00.000Z",
    endDate: "2026-02-09T08:00:00.000Z",
    package: { uuid: STARTER_PACKAGE.uuid, namePackage: "Starter", price: 49_000, currency: "IDR" },
    status: "Active",
    bankedDays: 0,
    ...overrides,
  };
}

/** The user's completed purchase of STARTER_PACKAGE, a row of GET /transactions. */
export function makeTransaction(overrides: Partial<TransactionDto> = {}): TransactionDto {
  return {
    uuid: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    packageName: "Starter",
    packageUuid: STARTER_PACKAGE.uuid,
    days: 30,
    provider: "sandbox",
    amount: 49_000,
    discountAmount: 0,
    currency: "IDR",
    status: "completed",
    paymentUrl: null,
    userEmail: null,
    createdAt: "2026-01-10T08:00:00.000Z",
    completedAt: "2026-01-10T08:00:00.000Z",
    ...overrides,
  };
}

/** A visitor's open question from the contact form, with no messages loaded (GET /support/conversations/{uuid}). */
export function makeSupportConversation(overrides: Partial<SupportConversationDto> = {}): SupportConversationDto {
  return {
    uuid: "6f1c2b3a-1111-4c3d-8e9f-000000000001",
    channel: "contact",
    status: "open",
    topic: "billing",
    name: "Budi Santoso",
    email: "budi@example.test",
    locale: "id",
    subject: "Bank transfer",
    preview: "Bank transfer",
    userUuid: null,
    assignee: null,
    lastAuthor: "visitor",
    lastMessageAt: "2026-03-01T10:00:00.000Z",
    unread: 0,
    unreadForAdmin: 0,
    unreadForUser: 0,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    messages: [],
    hasEarlier: false,
    supportOnline: true,
    ...overrides,
  };
}

/** GET /extension/releases: the access extension and the session helper, two known conflicts. */
export const EXTENSION_RELEASES: ExtensionReleases = {
  extensions: [
    {
      id: "core",
      name: "PremiumHub Access",
      latestVersion: "1.4.0",
      minimumVersion: "1.2.0",
      downloadUrl: "/api/extension/download/core/1.4.0",
      fallbackUrl: "https://example.com/core.zip",
      storeUrl: null,
    },
    {
      id: "helper",
      name: "PremiumHub Session Helper",
      latestVersion: "1.1.0",
      minimumVersion: "1.0.0",
      downloadUrl: null,
      fallbackUrl: "https://example.com/helper.zip",
      storeUrl: null,
    },
  ],
  tutorialVideoUrl: "https://www.youtube-nocookie.com/embed/abc123",
  conflicts: [
    { id: "cookie-editor-demo", name: "Cookie Editor" },
    { id: "editthiscookie-demo", name: "EditThisCookie" },
  ],
};

/** Types into the input labelled `label` (replacing its text) and leaves it, as a user does (validation runs on blur). */
export async function fill(user: UserEvent, label: string, value: string): Promise<void> {
  const input = screen.getByLabelText(label, { selector: "input" });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.tab();
}

/**
 * API routes of a signed-in user (validate + me, whose `features` are the deployment's optional
 * tools: all configured by default), plus the token in storage.
 */
export function signedInRoutes(
  user: UserDto,
  features: PanelFeatures = { mediaDownloader: true },
): Record<string, Handler> {
  window.localStorage.setItem(STORAGE_KEYS.authToken, "test-token");
  return {
    "GET /api/auth/validate": () => ({ body: { valid: true, user } }),
    "GET /api/users/me": () => ({ body: { ...user, features } }),
    "POST /api/auth/logout": () => ({ body: null }),
  };
}

/** The whole app in memory, wired as main.tsx does (the forced logout on a 401 included). */
export function renderApp(url: string, options: { basepath?: string; locale?: Locale } = {}) {
  setUnauthorizedHandler(forceLogout);
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    basepath: options.basepath,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithProviders(<RouterProvider router={router} />, queryClient, options.locale);
  return { router, queryClient };
}

/**
 * Some pages in memory, without the app's guards: `pages(auth)` builds their routes below a
 * pathless `_auth` layout (as in the app, so `getRouteApi` ids match). Queries do not retry.
 */
export function renderPages(pages: (auth: AnyRoute) => AnyRoute[], url: string): AnyRouter {
  const rootRoute = createRootRoute({ component: Outlet });
  const authRoute = createRoute({ getParentRoute: () => rootRoute, id: "_auth", component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([authRoute.addChildren(pages(authRoute))]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<RouterProvider router={router as never} />, queryClient);
  return router;
}

/**
 * One page in memory (see renderPages) at `path`, validating its search as its route file does.
 * `url` defaults to the page itself.
 */
export function renderPage(path: string, route: AnyRoute, component: RouteComponent, url = `/${path}`): AnyRouter {
  const { validateSearch } = route.options;
  return renderPages((auth) => [createRoute({ getParentRoute: () => auth, path, validateSearch, component })], url);
}

function renderWithProviders(children: ReactNode, queryClient: QueryClient, locale: Locale = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ToastProvider>
    </LocaleProvider>,
  );
}

/** Events pushed to window.dataLayer by `track`. */
export function dataLayerEvents(): string[] {
  const layer = (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [];
  return layer.map((entry) => entry.event);
}

/** Plays an installed extension: its hello as the page's bridge receives it from this window. */
export async function extensionHello(id: string, version: string, conflicts: string[] = []): Promise<void> {
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { source: "premium-ext", type: "hello", id, version, conflicts },
        origin: window.location.origin,
        source: window,
      }),
    );
    await extensionBridge.flush();
  });
}

/** Both extensions announce themselves at their latest version of EXTENSION_RELEASES. */
export async function bothExtensionsInstalled(): Promise<void> {
  for (const release of EXTENSION_RELEASES.extensions)
    await extensionHello(release.id, release.latestVersion ?? "1.0.0");
}
