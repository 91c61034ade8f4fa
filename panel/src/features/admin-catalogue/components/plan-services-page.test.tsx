import type { ServiceDto } from "@app/shared/schemas/catalogue";
import type { PackageDto } from "@app/shared/schemas/packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const PKG = "7f1d2c3b-3333-4c3d-8e9f-000000000001";
const uuid = (n: number) => `0b7c1e0a-1111-4c3d-8e9f-00000000000${n}`;

const PACKAGES: PackageDto[] = [
  {
    uuid: PKG,
    namePackage: "Pro",
    description: null,
    price: 99000,
    currency: "IDR",
    timeFrame: "1 Month",
    timeframeUuid: null,
    days: 30,
    status: "active",
    sortOrder: 1,
    highlight: true,
    trialDays: 0,
    onSale: true,
  },
];

const service = (n: number, name: string): ServiceDto => ({
  uuid: uuid(n),
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  logo: null,
  type_service: n % 2 ? "cookie" : "key",
  categoryUuid: null,
  categoryName: null,
  categoryNameIndonesian: null,
  status: "active",
  description: null,
  accessUrl: null,
  hasSecret: false,
  blockedUrls: [],
  probeUrl: null,
  probeSignedInText: null,
  probeSignedOutText: null,
  health: "operational",
  healthSince: null,
  sortOrder: n,
});
const SERVICES = [service(1, "Netflix"), service(2, "Spotify"), service(3, "Canva"), service(4, "ChatGPT")];

let calls: RecordedCall[];
let included: string[];

const planRows = (ids: string[]) =>
  ids.map((id, i) => ({
    uuid: `9a9a9a9a-4444-4c3d-8e9f-00000000000${i}`,
    packageUuid: PKG,
    serviceUuid: id,
    packageName: "Pro",
    serviceName: SERVICES.find((s) => s.uuid === id)?.name,
    serviceLogo: null,
  }));

beforeEach(() => {
  included = [uuid(1), uuid(2)];
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/packages-subscriptions/list-all": () => ({ body: PACKAGES }),
    "GET /api/services": () =>
      new Response(JSON.stringify({ error: false, data: SERVICES, meta: { page: 1, limit: 200, total: 4 } }), {
        headers: { "Content-Type": "application/json" },
      }),
    "GET /api/plan-services": () => ({ body: planRows(included) }),
    "POST /api/plan-services/associate": (call) => {
      included = (call.body as { serviceUuids: string[] }).serviceUuids;
      return { body: planRows(included) };
    },
  });
});

describe("PlanServicesPage", () => {
  it("asks for a package first", async () => {
    renderApp("/panel/admin/plan-services");
    expect(await screen.findByText("Choose a package to see and change its services.")).toBeVisible();
    const select = screen.getByLabelText("Package") as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    expect(select.options[1]?.textContent).toContain("Pro");
  });

  it("checks the package's services, filters by search and saves the whole set", async () => {
    const user = userEvent.setup();
    renderApp(`/panel/admin/plan-services?package=${PKG}`);
    const picker = await screen.findByTestId("service-picker");
    const box = (name: string) => within(picker).getByRole("checkbox", { name: new RegExp(name) }) as HTMLInputElement;
    expect(box("Netflix").checked).toBe(true);
    expect(box("Spotify").checked).toBe(true);
    expect(box("Canva").checked).toBe(false);
    expect(screen.getByTestId("picker-count").textContent).toBe("2 of 4 services selected");
    const save = within(picker).getByRole("button", { name: "Save services" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // Search hides rows but keeps their state: Netflix stays checked while hidden.
    await user.clear(within(picker).getByLabelText("Search services"));
    await user.type(within(picker).getByLabelText("Search services"), "c");
    expect(within(picker).queryByRole("checkbox", { name: /Netflix/ })).toBeNull();
    await user.click(box("ChatGPT"));
    await user.clear(within(picker).getByLabelText("Search services"));
    await user.type(within(picker).getByLabelText("Search services"), "spot");
    await user.click(box("Spotify"));
    await user.clear(within(picker).getByLabelText("Search services"));
    expect(screen.getByTestId("picker-count").textContent).toBe("2 of 4 services selected");
    expect(save.disabled).toBe(false);

    await user.click(save);
    const posts = calls.filter((call) => call.method === "POST" && call.path === "/api/plan-services/associate");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ packageUuid: PKG, serviceUuids: [uuid(1), uuid(4)] });
    const toast = await screen.findByTestId("toast-success");
    expect(toast.textContent).toContain("Pro now includes 2 services.");
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("selects and clears the shown services", async () => {
    const user = userEvent.setup();
    renderApp(`/panel/admin/plan-services?package=${PKG}`);
    const picker = await screen.findByTestId("service-picker");
    await user.click(within(picker).getByRole("button", { name: "Select shown" }));
    expect(screen.getByTestId("picker-count").textContent).toBe("4 of 4 services selected");
    await user.clear(within(picker).getByLabelText("Search services"));
    await user.type(within(picker).getByLabelText("Search services"), "netflix");
    await user.click(within(picker).getByRole("button", { name: "Clear shown" }));
    expect(screen.getByTestId("picker-count").textContent).toBe("3 of 4 services selected");
    await user.click(within(picker).getByRole("button", { name: "Undo changes" }));
    expect(screen.getByTestId("picker-count").textContent).toBe("2 of 4 services selected");
  });

  it("says one service in the singular when a package keeps one (issue 28)", async () => {
    const user = userEvent.setup();
    renderApp(`/panel/admin/plan-services?package=${PKG}`);
    const picker = await screen.findByTestId("service-picker");
    await user.click(within(picker).getByRole("checkbox", { name: /Netflix/ }));
    await user.click(within(picker).getByRole("button", { name: "Save services" }));
    expect((await screen.findByTestId("toast-success")).textContent).toContain("Pro now includes 1 service.");
  });
});
