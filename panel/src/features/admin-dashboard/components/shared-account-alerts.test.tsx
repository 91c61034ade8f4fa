import type { SharedAccountAlerts } from "@app/shared/schemas/service-accounts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const uuid = (n: number) => `0b7c1e0a-1111-4c3d-8e9f-00000000000${n}`;
const SUSPECT_SINCE = "2026-05-01T10:00:00.000Z";
const NO_ALERTS: SharedAccountAlerts = {
  seatWaits: [],
  fillingPools: [],
  expiringAccounts: [],
  downAccounts: [],
  suspectAccounts: [],
  poolHoppers: [],
};
let alerts: SharedAccountAlerts;
let calls: RecordedCall[];

beforeEach(() => {
  alerts = {
    seatWaits: [
      { serviceUuid: uuid(1), serviceName: "Netflix", waiting: 3 },
      { serviceUuid: uuid(2), serviceName: "Canva", waiting: 1 },
    ],
    fillingPools: [
      { serviceUuid: uuid(1), serviceName: "Netflix", seats: 10, used: 10, waiting: 3 },
      { serviceUuid: uuid(2), serviceName: "Canva", seats: 2000, used: 1800, waiting: 0 },
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
        cause: { code: "probe-redirected", value: 302 },
      },
    ],
    suspectAccounts: [
      {
        serviceUuid: uuid(2),
        serviceName: "Canva",
        accountId: uuid(6),
        label: "Team 2",
        since: SUSPECT_SINCE,
      },
    ],
    poolHoppers: [
      {
        serviceUuid: uuid(1),
        serviceName: "Netflix",
        userId: uuid(7),
        email: "hopper@example.com",
        accounts: 3,
        accountId: uuid(5),
      },
      {
        serviceUuid: uuid(2),
        serviceName: "Canva",
        userId: uuid(8),
        email: "jumper@example.com",
        accounts: 1234,
        accountId: uuid(6),
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
      /^Netflix · Family 2: down since .+ \(Health check: sent to another page \(302\), signed out\)$/,
    );
  });

  it("lists suspect accounts and subscribers switching accounts, each linked to the service's accounts", async () => {
    renderApp("/panel/admin");
    const card = await screen.findByTestId("shared-account-alerts");
    const suspectList = within(card).getByRole("region", { name: "Degraded accounts" });
    const suspect = within(suspectList).getAllByTestId("suspect-account-row");
    const since = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(SUSPECT_SINCE),
    );
    expect(suspect.map((row) => row.textContent)).toEqual([`Canva · Team 2: degraded since ${since}`]);
    expect(
      within(suspect[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/panel/admin/services?accounts=${uuid(2)}`);

    const hopperList = within(card).getByRole("region", { name: "Subscribers switching accounts" });
    const hoppers = within(hopperList).getAllByTestId("pool-hopper-row");
    expect(hoppers.map((row) => row.textContent)).toEqual([
      "hopper@example.com · Netflix: 3 accounts in 24 hours",
      "jumper@example.com · Canva: 1,234 accounts in 24 hours",
    ]);
    const link = within(hoppers[0] as HTMLElement).getByRole("link", {
      name: "hopper@example.com · Netflix: 3 accounts in 24 hours",
    });
    expect(link.getAttribute("href")).toBe(`/panel/admin/services?accounts=${uuid(1)}&history=${uuid(5)}`);
  });

  it("lists the services with 90% or more of their seats in use, linked to their accounts", async () => {
    renderApp("/panel/admin");
    const card = await screen.findByTestId("shared-account-alerts");
    const list = within(card).getByRole("region", { name: "Services nearly full" });
    const rows = within(list).getAllByTestId("filling-pool-row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Netflix: 10 of 10 seats in use (100%)",
      "Canva: 1,800 of 2,000 seats in use (90%)",
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/panel/admin/services?accounts=${uuid(1)}`);
  });

  it("shows the card for a service nearly full alone", async () => {
    alerts = { ...NO_ALERTS, fillingPools: alerts.fillingPools.slice(1) };
    renderApp("/panel/admin");
    const card = await screen.findByTestId("shared-account-alerts");
    expect(within(card).getAllByTestId("filling-pool-row")).toHaveLength(1);
  });

  it("shows the card for a subscriber switching accounts alone", async () => {
    alerts = { ...NO_ALERTS, poolHoppers: alerts.poolHoppers.slice(0, 1) };
    renderApp("/panel/admin");
    const card = await screen.findByTestId("shared-account-alerts");
    expect(within(card).getAllByTestId("pool-hopper-row")).toHaveLength(1);
    expect(within(card).queryByTestId("suspect-accounts")).toBeNull();
    expect(within(card).queryByTestId("seat-waits")).toBeNull();
  });

  it("speaks Indonesian", async () => {
    renderApp("/panel/admin", { locale: "id" });
    const waits = await screen.findAllByTestId("seat-wait-row");
    expect(waits.map((row) => row.textContent)).toEqual([
      "Netflix: 3 pelanggan menunggu kursi",
      "Canva: 1 pelanggan menunggu kursi",
    ]);
    expect(screen.getAllByTestId("expiring-account-row")[0]?.textContent).toMatch(/^Netflix · Family 1: sesi berakhir/);
    expect(screen.getByRole("heading", { name: "Akun yang terganggu" })).toBeTruthy();
    expect(screen.getAllByTestId("suspect-account-row")[0]?.textContent).toMatch(/^Canva · Team 2: terganggu sejak /);
    expect(screen.getAllByTestId("filling-pool-row")[1]?.textContent).toBe(
      "Canva: 1.800 dari 2.000 kursi terpakai (90%)",
    );
    expect(screen.getByRole("heading", { name: "Pelanggan yang berpindah-pindah akun" })).toBeTruthy();
    expect(screen.getAllByTestId("pool-hopper-row").map((row) => row.textContent)).toEqual([
      "hopper@example.com · Netflix: 3 akun dalam 24 jam",
      "jumper@example.com · Canva: 1.234 akun dalam 24 jam",
    ]);
  });

  it("is not shown when there is nothing to act on", async () => {
    alerts = NO_ALERTS;
    renderApp("/panel/admin");
    await screen.findByTestId("admin-dashboard");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/services/list/shared-account-alerts")).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId("shared-account-alerts")).toBeNull();
  });
});
