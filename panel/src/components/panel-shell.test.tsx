import { translate } from "@app/shared/i18n/translate";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "../test/test-utils.tsx";

function adminApi(unread = 0) {
  mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/support/unread": () => ({ body: { conversations: unread, messages: unread } }),
  });
}

/** The groups of the admin navigation (each list's label) with their links' texts, in order. */
function adminGroups(nav: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(nav)
      .getAllByRole("list")
      .map((list) => {
        const label = document.getElementById(list.getAttribute("aria-labelledby") ?? "")?.textContent ?? "";
        // The first text node only: the support link also holds the unread badge.
        return [
          label,
          within(list)
            .getAllByRole("link")
            .map((link) => link.firstChild?.textContent ?? ""),
        ];
      }),
  );
}

describe("admin navigation", () => {
  beforeEach(() => adminApi(3));

  it("lists every admin screen in five groups and marks the current one", async () => {
    renderApp("/panel/admin/vouchers");
    await screen.findByRole("heading", { level: 1, name: "Vouchers" });
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(adminGroups(nav)).toEqual({
      Catalogue: ["Services", "Incidents", "Packages", "Categories", "Timeframes", "Plan services"],
      Commerce: ["Vouchers", "Transactions", "Renewals"],
      Users: ["Users", "Referrals", "Two-step verification"],
      Communication: ["Announcements", "Email blasts", "Support"],
      Insights: ["Overview", "Statistics", "Reported services", "Audit log", "Media downloader usage", "Extensions"],
    });
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/panel/admin/vouchers"]);
    // The inbox's unread count sits beside its link.
    const support = within(nav).getByRole("link", { name: /^Support/ });
    expect((await within(support).findByTestId("admin-nav-support-unread")).textContent).toContain("3");
  });

  it("moves between admin screens, each with its own heading and tab title", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/panel/admin");
    await screen.findByRole("heading", { level: 1, name: "Administration" });
    expect(document.title).toBe("Administration · PremiumHub");
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");

    await user.click(within(nav).getByRole("link", { name: "Announcements" }));
    await screen.findByRole("heading", { level: 1, name: "Announcements" });
    expect(router.state.location.pathname).toBe("/panel/admin/announcements");
    expect(document.title).toBe("Announcements · PremiumHub");
    expect(screen.queryByRole("heading", { name: "Administration" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Announcements" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
  });

  it("is not shown to users", async () => {
    mockApi(signedInRoutes(makeUser()));
    renderApp("/panel/vouchers");
    await screen.findByTestId("vouchers-heading");
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });
});

describe("phone menu", () => {
  beforeEach(() => adminApi());

  async function openMenu(user: UserEvent) {
    const button = await screen.findByRole("button", { name: "Menu" });
    await user.click(button);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    return { button, menu };
  }

  it("opens a drawer with every link, the admin groups, the language switch and log out", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    const { button, menu } = await openMenu(user);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(menu.getAttribute("aria-modal")).toBe("true");
    const links = within(within(menu).getByRole("navigation", { name: "Panel navigation" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
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
    expect(within(menu).getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    expect(within(menu).getByRole("group", { name: "Language" })).toBeVisible();
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeVisible();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("traps the focus, closes on Escape and gives the focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    const { button, menu } = await openMenu(user);
    const close = within(menu).getByRole("button", { name: "Close menu" });
    expect(document.activeElement).toBe(close);
    // Shift+Tab on the first element goes round to the last one (log out), Tab there back to the first.
    await user.tab({ shift: true });
    const logout = within(menu).getByRole("button", { name: "Log out" });
    expect(document.activeElement).toBe(logout);
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on a click on the backdrop and with its close button", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    const { menu } = await openMenu(user);
    await user.click(menu.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const again = await openMenu(user);
    await user.click(within(again.menu).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes when a link is followed, and when the page changes by other means", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    const { menu } = await openMenu(user);
    await user.click(within(menu).getByRole("link", { name: "Vouchers" }));
    await screen.findByRole("heading", { level: 1, name: "Vouchers" });
    expect(router.state.location.pathname).toBe("/panel/admin/vouchers");
    expect(screen.queryByRole("dialog")).toBeNull();

    await openMenu(user);
    await act(() => router.navigate({ to: "/panel/profile" }));
    await screen.findByTestId("profile-heading");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("main navigation", () => {
  it("marks the dashboard as the current page with a query in the address too (issue 28)", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
    });
    renderApp("/panel?verified=1");
    await screen.findByTestId("dashboard-heading");
    const nav = screen.getAllByRole("navigation", { name: translate("en", "panel.nav.main") })[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("media downloader in the menu (issue 28)", () => {
  const navLinks = () =>
    within(screen.getAllByRole("navigation", { name: "Panel navigation" })[0] as HTMLElement)
      .getAllByRole("link")
      .map((link) => link.textContent);
  const userApi = (mediaDownloader: boolean) =>
    mockApi({
      ...signedInRoutes(makeUser(), { mediaDownloader }),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
    });

  it("is not listed when the deployment has no provider", async () => {
    userApi(false);
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    // The session check (validate, then users/me) has answered: the links are final.
    await waitFor(() => expect(navLinks()).toContain("Profile"));
    expect(navLinks()).not.toContain("Media downloader");
    expect(screen.queryByRole("link", { name: "Media downloader" })).toBeNull();
  });

  it("is listed when a provider is configured", async () => {
    userApi(true);
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await waitFor(() => expect(navLinks()).toContain("Media downloader"));
    expect(navLinks()).toEqual([
      "Dashboard",
      "Addons",
      "My transactions",
      "Redeem voucher",
      "Affiliate",
      "Report services",
      "Media downloader",
      "Profile",
    ]);
  });
});

describe("language switch", () => {
  it("a signed-in user's switch becomes the account's language, for its mail (issue 28)", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "PUT /api/users/me": (call) => ({ body: { ...makeUser(), ...(call.body as object) } }),
    });
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await user.click(screen.getAllByRole("button", { name: "Bahasa Indonesia" })[0] as HTMLElement);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT" && c.path === "/api/users/me").map((c) => c.body)).toEqual([
        { locale: "id" },
      ]),
    );
  });
});
