import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ToastProvider } from "./components/toast.tsx";
import { LocaleProvider } from "./lib/locale.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { makeUser, mockApi, signedInRoutes } from "./test/test-utils.tsx";

// The panel is behind the session guard: every test here runs as a signed-in admin.
beforeEach(() => {
  mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/auth/google/config": () => ({ body: { enabled: true } }),
  });
});

function renderApp(url: string, basepath?: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    basepath,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <LocaleProvider initial={{ locale: "en", autoDetected: true, preference: null }} navigate={() => {}}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return router;
}

describe("panel routes", () => {
  it("redirects / to /panel and renders the dashboard inside the shell", async () => {
    const router = renderApp("/");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/panel");
    const nav = screen.getByRole("navigation", { name: "Panel navigation" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      // The signed-in user here is an admin: the subscriber's dashboard is "My subscription" (issue 44).
      "My subscription",
      "Addons",
      "My transactions",
      "Redeem voucher",
      "Affiliate",
      "Report services",
      "Media downloader",
      "Profile",
      "Admin",
    ]);
    expect(within(nav).getByRole("link", { name: "My subscription" }).getAttribute("aria-current")).toBe("page");
  });

  it("renders the admin section at /panel/admin", async () => {
    renderApp("/panel/admin");
    expect(await screen.findByTestId("admin-section")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Administration" })).toBeVisible();
  });

  it("renders the login page outside the shell", async () => {
    window.localStorage.clear();
    renderApp("/login?redirect=%2Fpanel%2Fvouchers");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows a not-found page for unknown paths, inside the shell under /panel", async () => {
    renderApp("/nope");
    expect(await screen.findByTestId("not-found-heading")).toBeVisible();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it("keeps the shell for unknown panel paths", async () => {
    renderApp("/panel/does/not/exist");
    expect(await screen.findByText("This panel page does not exist.")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Panel navigation" })).toBeVisible();
  });

  it("mounts below a locale prefix: /id/panel is the dashboard and links keep the prefix", async () => {
    renderApp("/id/panel", "/id");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Panel navigation" });
    expect(within(nav).getByRole("link", { name: "Redeem voucher" }).getAttribute("href")).toBe("/id/panel/vouchers");
  });
});
