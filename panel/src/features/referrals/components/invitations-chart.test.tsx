import type { Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import type { ReferralStats, ReferralWeek } from "@app/shared/schemas/referrals";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { Route as DashboardRoute } from "../../../routes/_auth/panel/affiliate/dashboard.tsx";
import { mockApi, renderPage } from "../../../test/test-utils.tsx";
import { AffiliateDashboardPage } from "./affiliate-dashboard-page.tsx";
import { InvitationsChart } from "./invitations-chart.tsx";

/** 12 Mondays from 23 February 2026; invitations in two of them. */
const WEEKLY: ReferralWeek[] = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2026, 1, 23) + index * 7 * 86_400_000).toISOString().slice(0, 10),
  signups: index === 8 ? 3 : index === 11 ? 2 : 0,
  rewarded: index === 8 ? 1 : 0,
}));

const STATS: ReferralStats = {
  totalReferrals: 5,
  successfulReferrals: 1,
  pendingReferrals: 4,
  failedReferrals: 0,
  extensionDaysEarned: 3,
  conversionRate: 20,
  tier: 1,
  nextMilestone: { at: 5, remaining: 4, bonusDays: 7 },
  weekly: WEEKLY,
};
const EMPTY: ReferralStats = { ...STATS, weekly: WEEKLY.map((week) => ({ ...week, signups: 0, rewarded: 0 })) };

function renderChart(stats: ReferralStats | undefined, locale: Locale = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <InvitationsChart stats={stats} />
    </LocaleProvider>,
  );
}

describe("InvitationsChart", () => {
  it("draws sign-ups and rewarded invitations per week, with the numbers in a table", () => {
    renderChart(STATS);
    const figure = screen.getByTestId("invitations-chart");
    expect(figure.querySelector('polyline[data-series="signups"]')).not.toBeNull();
    expect(figure.querySelector('polyline[data-series="rewarded"]')).not.toBeNull();
    const rows = within(figure)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(["Feb 23", "0", "0"]);
    expect(rows[8]).toEqual(["Apr 20", "3", "1"]);
    expect(rows[11]).toEqual(["May 11", "2", "0"]);
    const legend = [...figure.querySelectorAll("ul > li")].map((item) => item.textContent);
    expect(legend).toEqual([expect.stringMatching(/^Signed up\D+5\D*$/), expect.stringMatching(/^Rewarded\D+1\D*$/)]);
    expect(screen.queryByTestId("invitations-chart-empty")).toBeNull();
  });

  it("says there were no invitations instead of drawing flat lines, in both languages", () => {
    renderChart(EMPTY);
    expect(screen.getByTestId("invitations-chart-empty").textContent).toBe(
      translate("en", "referrals.chart.empty", { weeks: 12 }),
    );
    expect(screen.queryByTestId("invitations-chart")).toBeNull();
  });

  it("the empty note in Indonesian", () => {
    renderChart(EMPTY, "id");
    const note = screen.getByTestId("invitations-chart-empty").textContent;
    expect(note).toBe(translate("id", "referrals.chart.empty", { weeks: 12 }));
    expect(note).not.toBe(translate("en", "referrals.chart.empty", { weeks: 12 }));
  });

  it("shows a placeholder while the stats load", () => {
    renderChart(undefined);
    expect(screen.getByRole("heading", { name: "Invitations over time" })).toBeVisible();
    expect(screen.queryByTestId("invitations-chart")).toBeNull();
    expect(screen.queryByTestId("invitations-chart-empty")).toBeNull();
  });
});

describe("the affiliate dashboard", () => {
  beforeEach(() => {
    window.localStorage.setItem("auth_token", "test-token");
  });

  it("shows the invitations chart from GET /referrals/stats", async () => {
    mockApi({
      "GET /api/referrals/my-code": () => ({ body: { referralCode: "RINA2026", link: "http://localhost/r" } }),
      "GET /api/referrals/stats": () => ({ body: STATS }),
      "GET /api/referrals/history": () => ({ body: [] }),
    });
    renderPage("panel/affiliate/dashboard", DashboardRoute, AffiliateDashboardPage);
    const card = await screen.findByTestId("invitations-chart-card");
    expect(await within(card).findByTestId("invitations-chart")).toBeVisible();
  });
});
