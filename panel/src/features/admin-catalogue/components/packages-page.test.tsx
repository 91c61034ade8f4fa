import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, STARTER_PACKAGE, signedInRoutes } from "../../../lib/test-utils.tsx";

beforeEach(() => {
  mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/packages-subscriptions/list-all": () => ({
      body: [
        STARTER_PACKAGE,
        {
          ...STARTER_PACKAGE,
          uuid: "3f2a1b0c-9d8e-4f7a-8b6c-000000000002",
          namePackage: "Odd",
          timeFrame: "Six weeks and a bit",
          days: 45,
        },
        {
          ...STARTER_PACKAGE,
          uuid: "3f2a1b0c-9d8e-4f7a-8b6c-000000000003",
          namePackage: "Loose",
          timeFrame: null,
          days: 10,
        },
      ],
    }),
    "GET /api/timeframes": () => ({ body: [] }),
  });
});

describe("PackagesPage: period column", () => {
  it("shows the admin's timeframe name with the days in English", async () => {
    renderApp("/panel/admin/packages");
    expect(await screen.findByText("1 Month · 30 days")).toBeTruthy();
    expect(screen.getByText("Six weeks and a bit · 45 days")).toBeTruthy();
    expect(screen.getByText("10 days")).toBeTruthy();
  });

  it("words the period from the days in Indonesian, never mixing in the English name", async () => {
    renderApp("/id/panel/admin/packages", { basepath: "/id", locale: "id" });
    expect(await screen.findByText("1 bulan · 30 hari")).toBeTruthy();
    expect(screen.getByText("45 hari")).toBeTruthy();
    expect(screen.getByText("10 hari")).toBeTruthy();
    expect(screen.queryByText(/1 Month/)).toBeNull();
  });
});
