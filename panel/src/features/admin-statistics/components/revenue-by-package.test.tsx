import { formatPrice } from "@app/shared/cart";
import type { Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import type { PackageRevenue, Statistics } from "@app/shared/schemas/insights";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { Route as StatisticsRoute } from "../../../routes/_auth/panel/admin/statistics.tsx";
import { makeUser, mockApi, renderPage, signedInRoutes } from "../../../test/test-utils.tsx";
import { RevenueByPackage } from "./revenue-by-package.tsx";
import { StatisticsPage } from "./statistics-page.tsx";

const GOLD = "11111111-1111-4111-8111-111111111111";
const SILVER = "22222222-2222-4222-8222-222222222222";

const ROWS: PackageRevenue[] = [
  { packageUuid: SILVER, name: "Silver", currency: "IDR", amount: 95_000, count: 2 },
  { packageUuid: GOLD, name: "Gold", currency: "IDR", amount: 190_000, count: 1 },
];

function renderList(rows: PackageRevenue[], locale: Locale = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <RevenueByPackage rows={rows} />
    </LocaleProvider>,
  );
}

const texts = (testId: string) => screen.getAllByTestId(testId).map((node) => node.textContent);

describe("RevenueByPackage", () => {
  it("lists the packages by revenue with the amount and purchases as text, and bars relative to the largest", () => {
    renderList(ROWS);
    expect(screen.getByRole("heading", { name: "Revenue by package" })).toBeVisible();
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(texts("revenue-package-name")).toEqual(["Gold", "Silver"]);
    expect(texts("revenue-package-amount")).toEqual([
      formatPrice(190_000, "IDR", "en"),
      formatPrice(95_000, "IDR", "en"),
    ]);
    expect(texts("revenue-package-count")).toEqual(["1 purchase", "2 purchases"]);
    const bars = screen.getAllByTestId("revenue-package-bar");
    expect(bars.map((bar) => bar.style.width)).toEqual(["100%", "50%"]);
    expect(bars[0]?.parentElement?.getAttribute("aria-hidden")).toBe("true");
  });

  it("one list per currency when there are several", () => {
    renderList([...ROWS, { packageUuid: GOLD, name: "Gold", currency: "USD", amount: 700, count: 1 }]);
    expect(screen.getAllByRole("list")).toHaveLength(2);
    const usd = screen.getByRole("list", { name: "In USD" });
    expect(within(usd).getByTestId("revenue-package-amount").textContent).toBe(formatPrice(700, "USD", "en"));
    expect(within(usd).getByTestId("revenue-package-bar").style.width).toBe("100%");
  });

  it("says when nothing was sold, in both languages", () => {
    renderList([], "id");
    expect(screen.getByTestId("revenue-by-package-empty").textContent).toBe(
      translate("id", "adminStats.byPackage.empty"),
    );
    expect(screen.getByRole("heading", { name: translate("id", "adminStats.byPackage.title") })).toBeVisible();
    expect(translate("id", "adminStats.byPackage.title")).not.toBe(translate("en", "adminStats.byPackage.title"));
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("the statistics page", () => {
  it("shows revenue by package from GET /statistics", async () => {
    const stats: Statistics = {
      range: { from: "2026-04-01T00:00:00.000Z", to: "2026-05-01T00:00:00.000Z" },
      users: { active: 3 },
      activeSubscriptions: 1,
      openReports: 0,
      revenue: { IDR: 285_000 },
      revenueByPackage: ROWS,
      series: [{ date: "2026-04-30", signups: 1, purchases: 3, accesses: 0 }],
    };
    mockApi({
      ...signedInRoutes(makeUser({ role: "admin" })),
      "GET /api/statistics": () => ({ body: stats }),
      "GET /api/most-used-services": () => ({ body: [] }),
    });
    renderPage("panel/admin/statistics", StatisticsRoute, StatisticsPage);
    const section = await screen.findByTestId("revenue-by-package");
    expect(
      within(section)
        .getAllByTestId("revenue-package-name")
        .map((node) => node.textContent),
    ).toEqual(["Gold", "Silver"]);
  });
});
