import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { Route as ReferralsRoute } from "../../../routes/_auth/panel/admin/referrals.tsx";
import { renderPage } from "../../../test/test-utils.tsx";
import type { ReferralActivity } from "../api.ts";
import { AdminReferralsPage } from "./admin-referrals-page.tsx";

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const FLAGGED: ReferralActivity = {
  uuid: "33333333-3333-4333-8333-333333333333",
  referrerName: "Rina Wijaya",
  referredName: "Budi Santoso",
  status: "pending",
  flagReason: "ip_limit",
  reviewNote: null,
  ip: "203.0.113.7",
  createdAt: "2026-03-05T10:00:00.000Z",
  convertedAt: null,
};

let calls: Call[];
let queue: ReferralActivity[];

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify({ error: false, data }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

beforeEach(() => {
  calls = [];
  queue = [FLAGGED];
  window.localStorage.setItem("auth_token", "test-token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init.method ?? "GET").toUpperCase();
      calls.push({ method, url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      switch (url.pathname) {
        case "/api/admin-referrals/overview":
          return json({
            totalReferrals: 12,
            successfulReferrals: 6,
            pendingReferrals: 4,
            failedReferrals: 2,
            awaitingReview: 1,
            conversionRate: 50,
            daysGranted: 18,
            activeReferrers: 3,
          });
        case "/api/admin-referrals/analytics":
          return json([
            { date: "2026-03-04", signups: 2, conversions: 1, daysGranted: 3 },
            { date: "2026-03-05", signups: 3, conversions: 2, daysGranted: 6 },
          ]);
        case "/api/admin-referrals/top-referrers":
          return json([
            {
              uuid: "44444444-4444-4444-8444-444444444444",
              name: "Rina Wijaya",
              email: "rina@example.test",
              referralCode: "RINA2026",
              total: 7,
              successful: 5,
            },
          ]);
        case "/api/admin-referrals/activities":
          return json([FLAGGED]);
        case "/api/admin-referrals/review":
          return json(queue);
        case "/api/admin-referrals/export":
          return new Response("\uFEFFuuid,referrer\n1,Rina\n", {
            headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="referrals-x.csv"' },
          });
        default:
          if (method === "POST" && url.pathname.startsWith("/api/admin-referrals/")) {
            queue = [];
            return json({ approved: true });
          }
          return new Response(JSON.stringify({ error: true, code: "NOT_FOUND", message: "Not found" }), {
            status: 404,
          });
      }
    }),
  );
});

const renderReferrals = (url?: string) => renderPage("panel/admin/referrals", ReferralsRoute, AdminReferralsPage, url);

describe("AdminReferralsPage", () => {
  it("shows the overview, the daily chart, top referrers and the activity feed for the period", async () => {
    renderReferrals();
    expect((await screen.findByTestId("admin-referrals-total")).textContent).toBe("12");
    expect(screen.getByTestId("admin-referrals-conversion").textContent).toBe("50%");
    expect(screen.getByTestId("admin-referrals-days").textContent).toBe("18");
    const chart = await screen.findByTestId("admin-referrals-chart");
    expect(within(chart).getByText("Daily referral activity")).toBeVisible();
    expect(chart.querySelectorAll("polyline")).toHaveLength(3);
    expect(within(chart).getByText("Sign-ups (5)")).toBeVisible();
    const top = await screen.findByTestId("admin-referrals-top");
    expect(within(top).getByText("RINA2026")).toBeVisible();
    const feed = await screen.findByTestId("admin-referrals-activity");
    expect(within(feed).getByText("Rina Wijaya invited Budi Santoso")).toBeVisible();
    expect(within(feed).getByText("Flagged: Too many sign-ups from one IP")).toBeVisible();

    const overview = calls.find((c) => c.url.pathname === "/api/admin-referrals/overview")?.url;
    const from = Date.parse(overview?.searchParams.get("from") ?? "");
    const to = Date.parse(overview?.searchParams.get("to") ?? "");
    expect((to - from) / 86_400_000).toBe(30);
  });

  it("approves a flagged referral with a reason after the confirmation", async () => {
    const user = userEvent.setup();
    renderReferrals();
    const review = await screen.findByTestId("admin-referrals-review");
    const approve = await within(review).findByRole("button", { name: "Approve Rina Wijaya → Budi Santoso" });
    expect(within(review).getByText("Too many sign-ups from one IP")).toBeVisible();
    await user.click(approve);
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Approve this referral?")).toBeVisible();
    await user.clear(within(dialog).getByLabelText("Reason (optional)"));
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "  Same family  ");
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));

    expect(within(await screen.findByTestId("toast-success")).getByText("Referral approved")).toBeVisible();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe(`/api/admin-referrals/${FLAGGED.uuid}/approve`);
    expect(post?.body).toEqual({ reason: "Same family" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(within(review).queryAllByTestId("table-row")).toHaveLength(0));
  });

  it("rejects without a reason; cancel sends nothing", async () => {
    const user = userEvent.setup();
    renderReferrals();
    const review = await screen.findByTestId("admin-referrals-review");
    await user.click(await within(review).findByRole("button", { name: "Reject Rina Wijaya → Budi Santoso" }));
    let dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "No, cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(within(review).getByRole("button", { name: "Reject Rina Wijaya → Budi Santoso" }));
    dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Reject this referral?")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    expect(within(await screen.findByTestId("toast-success")).getByText("Referral rejected")).toBeVisible();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe(`/api/admin-referrals/${FLAGGED.uuid}/reject`);
    expect(post?.body).toEqual({});
  });

  it("exports the period as CSV and puts the period and filter in the URL", async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs and cannot follow a download link.
    const createObjectURL = vi.fn(() => "blob:referrals");
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      click.mockRestore();
    });
    const router = renderReferrals("/panel/admin/referrals?days=7");
    await screen.findByTestId("admin-referrals-total");
    await user.selectOptions(screen.getByLabelText("Status"), "successful");
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 7, status: "successful" }));

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(
      within(await screen.findByTestId("toast-success")).getByText("referrals-x.csv has been downloaded."),
    ).toBeVisible();
    const exported = calls.find((c) => c.url.pathname === "/api/admin-referrals/export")?.url;
    expect(exported?.searchParams.get("status")).toBe("successful");
    const days =
      (Date.parse(exported?.searchParams.get("to") ?? "") - Date.parse(exported?.searchParams.get("from") ?? "")) /
      86_400_000;
    expect(days).toBe(7);
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
  });
});
