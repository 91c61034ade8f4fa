import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createAppRouter } from "../../router.tsx";
import { dataLayerEvents, failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../test/test-utils.tsx";
import { createQueryClient } from "../query-client.ts";
import { needsSession, requireSession, signInFirst } from "./auth-guard.ts";
import { forcedLogoutEnv, resetForcedLogoutGuard } from "./forced-logout.ts";

const googleOff = { "GET /api/auth/google/config": () => ({ body: { enabled: false } }) };

describe("requireSession", () => {
  it("sends visitors to /login with redirect = the requested path and query", async () => {
    mockApi(googleOff);
    const { router } = renderApp("/panel/vouchers?page=2");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toEqual({ redirect: "/panel/vouchers?page=2" });
  });

  it("keeps the locale prefix out of the redirect value but in the URL", async () => {
    mockApi(googleOff);
    const { router } = renderApp("/id/panel/report", { basepath: "/id", locale: "id" });
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.history.location.pathname).toBe("/id/login");
    expect(router.state.location.search).toEqual({ redirect: "/panel/report" });
  });

  it("treats a rejected token as signed out", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "stale");
    mockApi({ ...googleOff, "GET /api/auth/validate": () => ({ body: { valid: false, user: null } }) });
    const { router } = renderApp("/panel");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it.each([
    ["phone", { phone: null }],
    ["country", { country: null }],
  ])("sends a user without %s to /complete-profile", async (_name, overrides) => {
    mockApi({
      ...signedInRoutes(makeUser({ ...overrides, profileComplete: false })),
      "GET /api/countries": () => ({ body: [{ code: "ID", name: "Indonesia", dialCode: "+62" }] }),
    });
    const { router } = renderApp("/panel/vouchers");
    expect(await screen.findByTestId("complete-profile-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/complete-profile");
  });

  it("lets a complete profile in, with the user's name and a logout button in the shell", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ ...signedInRoutes(makeUser()), ...googleOff });
    const { router } = renderApp("/panel");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    expect(screen.getByTestId("shell-user-name").textContent).toBe("Signed in as Rina Wijaya");

    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/logout")).toBe(true);
    expect(dataLayerEvents()).toContain("logout");
  });
});

describe("signInFirst (decision 076)", () => {
  const at = (path: string, search = "", hash = "") => ({ path, search, hash });

  it("sends a visitor without a token from the checkout or the panel to sign-in, keeping the address", () => {
    expect(signInFirst(at("/checkout", "?renew=0b6f1c4e-3d1a-4f7e-9a55-1c2b3d4e5f60"), false)).toEqual({
      to: "/login",
      redirect: "/checkout?renew=0b6f1c4e-3d1a-4f7e-9a55-1c2b3d4e5f60",
    });
    expect(signInFirst(at("/panel/vouchers", "?page=2", "#list"), false)).toEqual({
      to: "/login",
      redirect: "/panel/vouchers?page=2#list",
    });
    expect(signInFirst(at("/panel"), false)?.redirect).toBe("/panel");
  });

  it("leaves a stored token to the guard, and public pages alone", () => {
    expect(signInFirst(at("/checkout"), true)).toBeNull();
    for (const path of ["/login", "/register", "/forgot-password", "/verify-email", "/complete-profile", "/panelx"]) {
      expect(signInFirst(at(path), false)).toBeNull();
    }
  });

  it("names exactly the routes that sit behind requireSession", () => {
    const router = createAppRouter({ queryClient: createQueryClient() });
    type AnyRoute = { fullPath: string; options?: { beforeLoad?: unknown }; parentRoute?: unknown };
    const guarded = (route: AnyRoute) => {
      for (let r: { options?: { beforeLoad?: unknown }; parentRoute?: unknown } | undefined = route; r; ) {
        if (r.options?.beforeLoad === requireSession) return true;
        r = r.parentRoute as typeof r;
      }
      return false;
    };
    const routes = (Object.values(router.routesById) as AnyRoute[]).filter(
      (route) => route.fullPath !== "/" && !route.fullPath.includes("$"),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes)
      expect([route.fullPath, needsSession(route.fullPath)]).toEqual([route.fullPath, guarded(route)]);
    // The layout route itself is pathless; its pages all start with /panel.
    expect(
      routes.filter(guarded).every((route) => route.fullPath.startsWith("/panel") || route.fullPath === "/checkout"),
    ).toBe(true);
  });
});

describe("requireAdmin", () => {
  it("hides the Admin link from ordinary users and sends them from /panel/admin to /panel", async () => {
    mockApi(signedInRoutes(makeUser({ role: "user" })));
    const { router } = renderApp("/panel/admin");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/panel");
    expect(screen.queryByTestId("admin-section")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Panel navigation" });
    expect(within(nav).queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("lets admins in and shows them the Admin link", async () => {
    mockApi(signedInRoutes(makeUser({ role: "admin" })));
    renderApp("/panel/admin");
    expect(await screen.findByTestId("admin-section")).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Panel navigation" });
    expect(within(nav).getByRole("link", { name: "Admin" })).toBeVisible();
  });
});

describe("revocation noticed on navigation", () => {
  it("a session revoked elsewhere sends the next navigation to /login and saves the page", async () => {
    resetForcedLogoutGuard();
    const navigate = vi.fn();
    forcedLogoutEnv.navigate = navigate;
    let revoked = false;
    const account = makeUser();
    window.history.pushState({}, "", "/panel/report?x=1");
    mockApi({
      ...signedInRoutes(account),
      "GET /api/auth/validate": () =>
        revoked
          ? failure(401, "Another browser has logged in with your account.")
          : { body: { valid: true, user: account } },
    });
    const { router } = renderApp("/panel/report?x=1");
    expect(await screen.findByRole("heading", { name: "Report services" })).toBeVisible();
    revoked = true;
    await router.navigate({ to: "/panel/vouchers" });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    expect(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl)).toContain("/panel/report");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login?reason=other-browser"));
    window.history.pushState({}, "", "/");
  });

  it("a 401 on the first check leaves the navigation to the forced logout (one page load, with the reason)", async () => {
    resetForcedLogoutGuard();
    const navigate = vi.fn();
    forcedLogoutEnv.navigate = navigate;
    window.localStorage.setItem(STORAGE_KEYS.authToken, "revoked");
    mockApi({ ...googleOff, "GET /api/auth/validate": () => failure(401, "Your account has been suspended") });
    const { router } = renderApp("/panel/profile");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login?reason=suspended"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/panel/profile");
    expect(screen.queryByTestId("login-heading")).toBeNull();
  });
});

describe("router events", () => {
  it("tracks a page_view per navigation and captures ?ref= on any page", async () => {
    mockApi(googleOff);
    const { router } = renderApp("/login?ref=DEMO2026");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.referralCode)).toBe("DEMO2026");
    await router.navigate({ to: "/forgot-password" });
    await waitFor(() => expect(dataLayerEvents().filter((e) => e === "page_view")).toHaveLength(2));
  });
});
