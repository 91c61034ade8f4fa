import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../lib/test-utils.tsx";
import type { RecentService, UserService } from "../api.ts";

const SERVICES: UserService[] = [
  {
    uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001",
    name: "Netflix Premium",
    logo: "/api/media/logos/netflix.png",
    slug: "netflix-premium",
    type_service: "cookie",
    categoryName: "Streaming",
  },
  {
    uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002",
    name: "Code Copilot",
    logo: null,
    slug: "code-copilot",
    type_service: "key",
    categoryName: null,
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
  it("shows one card per service with logo, name, category or Uncategorized and the type icon", async () => {
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
    expect(within(netflix).getByRole("img", { name: "Cookie session" })).toBeTruthy();
    expect(within(netflix).queryByRole("img", { name: "Access key" })).toBeNull();

    expect(within(copilot).getByTestId("service-category").textContent).toBe("Uncategorized");
    expect(within(copilot).getByRole("img", { name: "Access key" })).toBeTruthy();
    expect(within(copilot).queryByRole("img", { name: "Cookie session" })).toBeNull();
  });

  it("opens the service page in a new tab, with the slug and the locale prefix", async () => {
    renderApp("/panel");
    const [netflix] = await screen.findAllByTestId("service-card");
    expect(netflix?.tagName).toBe("A");
    expect(netflix?.getAttribute("href")).toBe("/panel/service/netflix-premium");
    expect(netflix?.getAttribute("target")).toBe("_blank");
    expect(netflix?.getAttribute("rel")).toContain("noopener");
    expect(netflix?.textContent).toContain("(opens in a new tab)");
  });

  it("keeps the /id prefix in the card links", async () => {
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const section = await screen.findByRole("region", { name: "Akses layananmu" });
    const [netflix, copilot] = await within(section).findAllByTestId("service-card");
    expect(netflix?.getAttribute("href")).toBe("/id/panel/service/netflix-premium");
    expect(within(copilot as HTMLElement).getByTestId("service-category").textContent).toBe("Tanpa kategori");
  });

  it("hides the grid entirely when the user has no services", async () => {
    services = [];
    renderApp("/panel");
    expect(await screen.findByText(/You have not opened any service yet/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("service-card-skeleton")).toBeNull());
    expect(screen.queryByRole("heading", { name: "Access your services" })).toBeNull();
    expect(screen.queryByTestId("services-section")).toBeNull();
  });

  it("shows skeleton cards while loading, then an error with a retry", async () => {
    services = "fail";
    renderApp("/panel");
    expect((await screen.findAllByTestId("service-card-skeleton")).length).toBeGreaterThan(0);
    const section = await screen.findByTestId("services-section");
    const alert = await within(section).findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("Your services could not be loaded.");
    services = SERVICES;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
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
    expect(within(item as HTMLElement).getByRole("img", { name: "Access key" })).toBeTruthy();
  });
});
