import { LOCALE_COOKIE, LOGOUT_GUARD_MS, SAVED_URL_TTL_MS } from "@app/shared/constants";
import { AUTH_MESSAGES } from "@app/shared/messages";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, makeUser, mockApi } from "../../test/test-utils.tsx";
import { api, setUnauthorizedHandler } from "../api-client.ts";
import { createQueryClient } from "../query-client.ts";
import { forcedLogoutEnv, forceLogout, loginUrl, resetForcedLogoutGuard } from "./forced-logout.ts";
import { forcedLogoutReason } from "./logout-reason.ts";
import { INVALID_SESSION, SESSION_QUERY_KEY } from "./session.ts";

// As in main.tsx: the API client ends the session through the forced logout.
setUnauthorizedHandler(forceLogout);

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  resetForcedLogoutGuard();
  navigate = vi.fn<(url: string) => void>();
  forcedLogoutEnv.navigate = navigate;
  window.history.pushState({}, "", "/panel/vouchers?page=2&status=active");
});

afterEach(() => {
  vi.useRealTimers();
  window.history.pushState({}, "", "/");
});

function fillStorage() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, "old-token");
  window.localStorage.setItem(STORAGE_KEYS.userData, "{}");
  window.localStorage.setItem(STORAGE_KEYS.cart, "[1]");
  window.localStorage.setItem(STORAGE_KEYS.preferredLocale, "id");
  window.sessionStorage.setItem(STORAGE_KEYS.referralCode, "DEMO2026");
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "tracking=1; Path=/";
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${LOCALE_COOKIE}=id; Path=/`;
}

describe("forceLogout (docs/product.md#sessions-in-the-browser)", () => {
  it("saves path + query for 30 minutes, clears storage and cookies, logs out, goes to /login", async () => {
    fillStorage();
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { valid: true, user: makeUser() });
    const calls = mockApi({ "POST /api/auth/logout": () => ({ body: null }) });
    const before = Date.now();

    await forceLogout();

    const record = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl) ?? "null");
    expect(record).toMatchObject({ pathname: "/panel/vouchers", query: { page: "2", status: "active" } });
    expect(record.expiresAt).toBeGreaterThanOrEqual(before + SAVED_URL_TTL_MS);
    expect(record.expiresAt).toBeLessThanOrEqual(Date.now() + SAVED_URL_TTL_MS);

    // Everything else is gone …
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.referralCode)).toBeNull();
    expect(document.cookie).not.toContain("tracking=1");
    // … except the language choice, written back on purpose.
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredLocale)).toBe("id");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=id`);

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/auth/logout"]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer old-token");
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(INVALID_SESSION);
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("goes to the locale-prefixed /login under /en or /id", async () => {
    window.history.pushState({}, "", "/id/panel/profile");
    mockApi({ "POST /api/auth/logout": () => ({ body: null }) });
    await forceLogout();
    expect(navigate).toHaveBeenCalledWith("/id/login");
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl) ?? "null")).toMatchObject({
      pathname: "/panel/profile",
    });
    expect(loginUrl("/en/panel")).toBe("/en/login");
    expect(loginUrl("/panel")).toBe("/login");
  });

  it("still navigates to /login when the logout call fails", async () => {
    fillStorage();
    mockApi({ "POST /api/auth/logout": () => failure(500, "boom", "INTERNAL_ERROR") });
    await forceLogout();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("ignores repeats for 2 seconds, then runs again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mockApi({ "POST /api/auth/logout": () => ({ body: null }) });
    await Promise.all([forceLogout(), forceLogout(), forceLogout()]);
    expect(navigate).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(LOGOUT_GUARD_MS - 1);
    await forceLogout();
    expect(navigate).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await forceLogout();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it("is started by the API client once for parallel failing calls", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    const calls = mockApi({
      "GET /api/a": () => failure(401, AUTH_MESSAGES.anotherBrowserLoggedIn),
      "GET /api/b": () => failure(401, AUTH_MESSAGES.jwtExpired),
      "POST /api/auth/logout": () => ({ body: null }),
    });
    await Promise.allSettled([api("/a"), api("/b")]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === "/api/auth/logout")).toHaveLength(1);
  });

  it("names the reason in the /login address as a fixed code, never the server's text", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    mockApi({
      "GET /api/a": () => failure(401, AUTH_MESSAGES.anotherBrowserLoggedIn),
      "POST /api/auth/logout": () => ({ body: null }),
    });
    await expect(api("/a")).rejects.toThrow();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/login?reason=other-browser"));

    expect(forcedLogoutReason(AUTH_MESSAGES.sessionExpiredOtherBrowser)).toBe("other-browser");
    expect(forcedLogoutReason(AUTH_MESSAGES.loggedOutOtherBrowser)).toBe("signed-out-elsewhere");
    expect(forcedLogoutReason(AUTH_MESSAGES.suspended)).toBe("suspended");
    expect(forcedLogoutReason(AUTH_MESSAGES.jwtExpired)).toBe("expired");
    expect(forcedLogoutReason("anything else")).toBe("expired");
    expect(loginUrl("/id/panel", "suspended")).toBe("/id/login?reason=suspended");
  });

  it("does not save /login itself as the place to come back to", async () => {
    window.history.pushState({}, "", "/login?redirect=%2Fpanel");
    mockApi({ "POST /api/auth/logout": () => ({ body: null }) });
    await forceLogout();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl)).toBeNull();
  });
});
