import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  bothExtensionsInstalled,
  failure,
  makeSubscriptionInfo,
  makeTransaction,
  makeUser,
  mockApi,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import type { RecentService, UserService } from "../api.ts";

const SERVICES: UserService[] = [
  {
    uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001",
    name: "Netflix Premium",
    logo: "/api/media/logos/netflix.png",
    slug: "netflix-premium",
    type_service: "cookie",
    categoryName: "Streaming",
    categoryNameIndonesian: null,
  },
  {
    uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002",
    name: "Code Copilot",
    logo: null,
    slug: "code-copilot",
    type_service: "key",
    categoryName: null,
    categoryNameIndonesian: null,
  },
];

const RECENT: RecentService[] = [
  {
    uuid: SERVICES[1]?.uuid ?? "",
    name: "Code Copilot",
    slug: "code-copilot",
    logo: null,
    type_service: "key",
    lastAccessedAt: "2026-03-02T10:00:00.000Z",
    uses: 3,
  },
];

const service = (n: number, name: string, categoryName: string | null): UserService => ({
  uuid: `0b7c1e0a-2222-4c3d-8e9f-00000000000${n}`,
  name,
  logo: null,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  type_service: "cookie",
  categoryName,
  categoryNameIndonesian: null,
});

const MANY: UserService[] = [
  service(1, "Netflix Premium", "Streaming"),
  service(2, "Disney Plus", "Streaming"),
  service(3, "Code Copilot", null),
  service(4, "ChatGPT Plus", "AI"),
];

/** True when `first` comes before `second` in the document. */
function precedes(first: Element, second: Element): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

function cardNames(): string[] {
  return screen.queryAllByTestId("service-card").map((card) => within(card).getByTestId("service-name").textContent);
}

let services: UserService[] | "fail";
let recent: RecentService[];

beforeEach(() => {
  services = SERVICES;
  recent = [];
  mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/users/services": () =>
      services === "fail" ? failure(500, "Internal server error", "INTERNAL_ERROR") : { body: services },
    "GET /api/user-accessed-services": () => ({ body: recent }),
  });
});

describe("DashboardPage", () => {
  it("shows one card per service with logo, name, category when it has one, and how it opens in words", async () => {
    renderApp("/panel");
    const section = await screen.findByRole("region", { name: "Access your services" });
    const cards = await within(section).findAllByTestId("service-card");
    expect(cards).toHaveLength(2);

    const [netflix, copilot] = cards as [HTMLElement, HTMLElement];
    const logo = within(netflix).getByRole("img", { name: "Netflix Premium logo" });
    expect(logo.getAttribute("src")).toBe("/api/media/logos/netflix.png");
    expect(logo.getAttribute("width")).toBe("48");
    expect(logo.getAttribute("height")).toBe("48");
    expect(within(netflix).getByTestId("service-category").textContent).toBe("Streaming");
    expect(within(netflix).getByTestId("service-kind-cookie").textContent).toBe("Opens signed in");
    expect(within(netflix).queryByTestId("service-kind-key")).toBeNull();

    // No "Uncategorized" for customers: a service without a category shows none.
    expect(within(copilot).queryByTestId("service-category")).toBeNull();
    expect(within(copilot).getByTestId("service-kind-key").textContent).toBe("Access key to copy");
  });

  it("without the extensions, a card leads to the service's page in this tab", async () => {
    renderApp("/panel");
    const [netflix] = await screen.findAllByTestId("service-card");
    expect(netflix?.tagName).toBe("A");
    expect(netflix?.getAttribute("href")).toBe("/panel/service/netflix-premium");
    expect(netflix?.getAttribute("target")).toBeNull();
    await waitFor(() => expect(netflix?.getAttribute("data-opens")).toBe("page"), { timeout: 3000 });
  });

  describe("with both extensions in this browser", () => {
    const sent: Record<string, unknown>[] = [];
    beforeEach(async () => {
      sent.length = 0;
      mockApi({
        ...signedInRoutes(makeUser()),
        "GET /api/users/services": () => ({ body: SERVICES }),
        "GET /api/user-accessed-services": () => ({ body: [] }),
        "POST /api/extension/link-code": () => ({
          status: 201,
          body: { code: "one-time-code", expiresAt: "2099-01-01T00:00:00.000Z" },
        }),
      });
      vi.stubGlobal("chrome", {
        runtime: {
          sendMessage: (_id: string, message: Record<string, unknown>, reply: (r: unknown) => void) => {
            sent.push(message);
            if (message.type === "status") reply({ ok: true, linked: false, user: null });
            else reply({ ok: true });
          },
        },
      });
      await bothExtensionsInstalled();
    });

    it("a cookie service opens straight from its card, signed in, and the dashboard stays", async () => {
      const user = userEvent.setup();
      const { router } = renderApp("/panel");
      const [netflix] = await screen.findAllByTestId("service-card");
      expect(netflix?.getAttribute("data-opens")).toBe("extension");
      await user.click(netflix as HTMLElement);
      expect((await screen.findByTestId("service-card-opened")).textContent).toBe(
        "Netflix Premium opened in a new tab, signed in.",
      );
      // (The dashboard links the extension on load; the card then asks it to open the service.)
      const opens = sent.filter((m) => m.type === "open-service");
      expect(opens).toEqual([{ type: "open-service", serviceUuid: SERVICES[0]?.uuid }]);
      expect(router.state.location.pathname).toBe("/panel");
    });

    it("a key service still opens its page, where the key is", async () => {
      const user = userEvent.setup();
      const { router } = renderApp("/panel");
      const [, copilot] = await screen.findAllByTestId("service-card");
      expect(copilot?.getAttribute("data-opens")).toBe("page");
      await user.click(copilot as HTMLElement);
      await waitFor(() => expect(router.state.location.pathname).toBe("/panel/service/code-copilot"));
      expect(sent.filter((m) => m.type === "open-service")).toHaveLength(0);
    });
  });

  it("keeps the /id prefix in the card links", async () => {
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const section = await screen.findByRole("region", { name: "Akses layananmu" });
    const [netflix, copilot] = await within(section).findAllByTestId("service-card");
    expect(netflix?.getAttribute("href")).toBe("/id/panel/service/netflix-premium");
    expect(within(copilot as HTMLElement).getByTestId("service-kind-key").textContent).toBe(
      "Kunci akses untuk disalin",
    );
  });

  it("welcomes a new account, and welcomes back a returning one", async () => {
    mockApi({
      ...signedInRoutes(makeUser({ createdAt: new Date(Date.now() - 60_000).toISOString() })),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
    });
    renderApp("/panel");
    expect(
      await screen.findByText("Welcome to PremiumHub, Rina! Everything you need to get started is on this page."),
    ).toBeVisible();
    cleanup();
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
    });
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    expect(await screen.findByText("Selamat datang kembali, Rina")).toBeVisible();
  });

  it("hides the grid entirely when the user has no services", async () => {
    services = [];
    renderApp("/panel");
    expect(await screen.findByText(/You have not opened any service yet/)).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId("service-card-skeleton")).toBeNull());
    expect(screen.queryByRole("heading", { name: "Access your services" })).toBeNull();
    expect(screen.queryByTestId("services-section")).toBeNull();
  });

  it("shows skeleton cards while loading, then an error with a retry", async () => {
    const user = userEvent.setup();
    services = "fail";
    renderApp("/panel");
    expect((await screen.findAllByTestId("service-card-skeleton")).length).toBeGreaterThan(0);
    const section = await screen.findByTestId("services-section");
    const alert = await within(section).findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("Your services could not be loaded.");
    services = SERVICES;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("service-card")).toHaveLength(2);
  });

  it("lists recently used services with their last use, each opening in a new tab", async () => {
    recent = RECENT;
    renderApp("/panel");
    const list = await screen.findByRole("region", { name: "Recently used services" });
    const [item] = await within(list).findAllByTestId("recent-service");
    expect(item?.textContent).toContain("Code Copilot");
    expect(item?.textContent).toContain("Opened 3×");
    const link = within(item as HTMLElement).getByRole("link");
    expect(link.getAttribute("href")).toBe("/panel/service/code-copilot");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(within(item as HTMLElement).getByTestId("service-kind-key").textContent).toBe("Access key to copy");
  });
});

describe("DashboardPage layout", () => {
  it("puts the payment result first, then the alerts, then the subscription card, then the services", async () => {
    const tx = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    mockApi({
      ...signedInRoutes(makeUser({ emailVerified: false })),
      "GET /api/users/services": () => ({ body: SERVICES }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/user-information": () => ({ body: makeSubscriptionInfo({ endDate: "2099-02-09T08:00:00.000Z" }) }),
      "GET /api/transactions": () => ({ body: [makeTransaction({ uuid: tx })] }),
    });
    renderApp(`/panel?payment=success&transaction=${tx}`);
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("completed"));
    const payment = screen.getByTestId("payment-return");
    const alert = await screen.findByText("Please confirm your email address: we sent you a link.");
    const heading = screen.getByTestId("dashboard-heading");
    const subscription = screen.getByTestId("subscription-card");
    const servicesSection = await screen.findByTestId("services-section");
    expect(precedes(heading, payment)).toBe(true);
    expect(precedes(payment, alert)).toBe(true);
    expect(precedes(alert, subscription)).toBe(true);
    expect(precedes(subscription, servicesSection)).toBe(true);
    expect(precedes(servicesSection, screen.getByTestId("recently-used"))).toBe(true);
  });
});

describe("services search and category filters", () => {
  beforeEach(() => {
    services = MANY;
  });

  it("narrows the grid by name as the user types, ignoring case", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    const search = await screen.findByRole("searchbox", { name: "Search services" });
    expect(await screen.findAllByTestId("service-card")).toHaveLength(4);
    expect(screen.getByTestId("services-filter-count").textContent).toBe("");

    await user.clear(search);
    await user.type(search, "PLUS");
    expect(cardNames()).toEqual(["Disney Plus", "ChatGPT Plus"]);
    expect(screen.getByTestId("services-filter-count").textContent).toBe("2 of 4 services");

    await user.clear(search);
    await user.type(search, "  netflix ");
    expect(cardNames()).toEqual(["Netflix Premium"]);
  });

  it("filters by category with pressed chips: All and each category present, no Uncategorized", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    const group = await screen.findByRole("group", { name: "Filter by category" });
    const chips = within(group).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual(["All", "AI", "Streaming"]);
    expect(within(group).getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");

    const streaming = within(group).getByRole("button", { name: "Streaming" });
    await user.click(streaming);
    expect(streaming.getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("false");
    expect(cardNames()).toEqual(["Netflix Premium", "Disney Plus"]);

    await user.click(within(group).getByRole("button", { name: "All" }));
    expect(cardNames()).toContain("Code Copilot");

    // Search and category together.
    await user.click(streaming);
    await user.clear(screen.getByRole("searchbox", { name: "Search services" }));
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "disney");
    expect(cardNames()).toEqual(["Disney Plus"]);
  });

  it("says when nothing matches and clears the filters in one click", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    const group = await screen.findByRole("group", { name: "Filter by category" });
    const search = screen.getByRole("searchbox", { name: "Search services" });
    await user.click(within(group).getByRole("button", { name: "AI" }));
    await user.clear(search);
    await user.type(search, "netflix");
    expect(screen.queryAllByTestId("service-card")).toHaveLength(0);
    const empty = screen.getByTestId("services-filter-empty");
    expect(empty.textContent).toContain("No services match your filters.");
    expect(screen.getByTestId("services-filter-count").textContent).toBe("0 of 4 services");

    await user.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(screen.queryByTestId("services-filter-empty")).toBeNull();
    expect(screen.getAllByTestId("service-card")).toHaveLength(4);
    expect((search as HTMLInputElement).value).toBe("");
    expect(within(group).getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(search);
  });

  it("shows the search but no category chips when all services share one category", async () => {
    services = [service(1, "Netflix Premium", "Streaming"), service(2, "Disney Plus", "Streaming")];
    renderApp("/panel");
    expect(await screen.findByRole("searchbox", { name: "Search services" })).toBeVisible();
    expect(screen.queryByRole("group", { name: "Filter by category" })).toBeNull();
  });

  it("shows no filters for a single service", async () => {
    services = [service(1, "Netflix Premium", "Streaming")];
    renderApp("/panel");
    expect(await screen.findAllByTestId("service-card")).toHaveLength(1);
    expect(screen.queryByTestId("services-filters")).toBeNull();
  });

  it("translates the filters in Indonesian", async () => {
    const user = userEvent.setup();
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const group = await screen.findByRole("group", { name: "Saring menurut kategori" });
    expect(within(group).getByRole("button", { name: "Semua" })).toBeVisible();
    expect(within(group).queryByRole("button", { name: "Tanpa kategori" })).toBeNull();
    await user.clear(screen.getByRole("searchbox", { name: "Cari layanan" }));
    await user.type(screen.getByRole("searchbox", { name: "Cari layanan" }), "zzz");
    expect(screen.getByRole("button", { name: "Hapus filter" })).toBeVisible();
  });
});
