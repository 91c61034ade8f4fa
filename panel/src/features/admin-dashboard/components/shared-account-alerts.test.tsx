import type { SharedAccountAlerts } from "@app/shared/schemas/service-accounts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const uuid = (n: number) => `0b7c1e0a-1111-4c3d-8e9f-00000000000${n}`;
let alerts: SharedAccountAlerts;
let calls: RecordedCall[];

beforeEach(() => {
  alerts = {
    seatWaits: [
      { serviceUuid: uuid(1), serviceName: "Netflix", waiting: 3 },
      { serviceUuid: uuid(2), serviceName: "Canva", waiting: 1 },
    ],
    expiringAccounts: [
      {
        serviceUuid: uuid(1),
        serviceName: "Netflix",
        accountId: uuid(3),
        label: "Family 1",
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      },
      {
        serviceUuid: uuid(2),
        serviceName: "Canva",
        accountId: uuid(4),
        label: "Team",
        expiresAt: new Date(Date.now() - 3600_000).toISOString(),
      },
    ],
    downAccounts: [
      {
        serviceUuid: uuid(1),
        serviceName: "Netflix",
        accountId: uuid(5),
        label: "Family 2",
        since: new Date(Date.now() - 600_000).toISOString(),
        cause: "probe: redirected (302): signed out",
      },
    ],
  };
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/services/list/shared-account-alerts": () => ({ body: alerts }),
  });
});

describe("shared account alerts", () => {
  it("lists the services with subscribers waiting for a seat and the expiring sessions", async () => {
    renderApp("/panel/admin");
    const card = await screen.findByTestId("shared-account-alerts");
    expect(within(card).getByRole("heading", { name: "Shared accounts" })).toBeVisible();
    const waits = within(screen.getByTestId("seat-waits")).getAllByTestId("seat-wait-row");
    expect(waits.map((row) => row.textContent)).toEqual([
      "Netflix: 3 subscribers waiting for a seat",
      "Canva: 1 subscriber waiting for a seat",
    ]);
    expect(
      within(waits[0] as HTMLElement)
        .getByRole("link", { name: "Netflix" })
        .getAttribute("href"),
    ).toBe("/panel/admin/services?search=Netflix");
    const expiring = screen.getAllByTestId("expiring-account-row");
    expect(expiring[0]?.textContent).toMatch(/^Netflix · Family 1: session expires .+/);
    expect(expiring[1]?.textContent).toMatch(/^Canva · Team: session expired .+/);
    const down = screen.getAllByTestId("down-account-row");
    expect(down[0]?.textContent).toMatch(
      /^Netflix · Family 2: down since .+ \(probe: redirected \(302\): signed out\)$/,
    );
  });

  it("speaks Indonesian", async () => {
    renderApp("/panel/admin", { locale: "id" });
    const waits = await screen.findAllByTestId("seat-wait-row");
    expect(waits.map((row) => row.textContent)).toEqual([
      "Netflix: 3 pelanggan menunggu kursi",
      "Canva: 1 pelanggan menunggu kursi",
    ]);
    expect(screen.getAllByTestId("expiring-account-row")[0]?.textContent).toMatch(/^Netflix · Family 1: sesi berakhir/);
  });

  it("is not shown when there is nothing to act on", async () => {
    alerts = { seatWaits: [], expiringAccounts: [], downAccounts: [] };
    renderApp("/panel/admin");
    await screen.findByTestId("admin-dashboard");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/services/list/shared-account-alerts")).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId("shared-account-alerts")).toBeNull();
  });
});
