import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { REFERRAL_ERRORS } from "@app/shared/messages";
import type { ReferralHistoryItem, ReferralStats } from "@app/shared/schemas/referrals";
import { createRoute } from "@tanstack/react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { Route as DashboardRoute } from "../../../routes/_auth/panel/affiliate/dashboard.tsx";
import {
  type ApiHandler,
  dataLayerEvents,
  envelope,
  failure,
  mockApi,
  type RecordedCall,
  renderPages,
} from "../../../test/test-utils.tsx";
import { TIERS } from "../share.ts";
import { AffiliateDashboardPage } from "./affiliate-dashboard-page.tsx";
import { AffiliateLayout } from "./affiliate-layout.tsx";
import { VALIDATE_DEBOUNCE_MS } from "./apply-referral-card.tsx";
import { InvitationPage } from "./invitation-page.tsx";
import { TierList } from "./tier-list.tsx";

const CODE = "RINA2026";
const LINK = `http://localhost/register?ref=${CODE}`;

const STATS: ReferralStats = {
  totalReferrals: 4,
  successfulReferrals: 3,
  pendingReferrals: 1,
  failedReferrals: 0,
  extensionDaysEarned: 9,
  conversionRate: 75,
  tier: 1,
  nextMilestone: { at: 5, remaining: 2, bonusDays: 7 },
  weekly: [],
};

const HISTORY: ReferralHistoryItem[] = [
  {
    uuid: "11111111-1111-4111-8111-111111111111",
    friendName: "Bu*** S***",
    status: "successful",
    createdAt: "2026-03-01T10:00:00.000Z",
    convertedAt: "2026-03-02T10:00:00.000Z",
    rewardDays: 3,
  },
  {
    uuid: "22222222-2222-4222-8222-222222222222",
    friendName: "An***",
    status: "pending",
    createdAt: "2026-03-05T10:00:00.000Z",
    convertedAt: null,
    rewardDays: 0,
  },
];

const CAN_APPLY = {
  eligible: false,
  discountPercent: 0,
  rewardDaysForReferrer: 3,
  canApplyCode: true,
  hasPurchased: false,
};

function routes(overrides: Record<string, ApiHandler> = {}) {
  return {
    "GET /api/referrals/my-code": () => ({ body: { referralCode: CODE, link: LINK } }),
    "GET /api/referrals/stats": () => ({ body: STATS }),
    // The API filters by status (GET /referrals/history?status=).
    "GET /api/referrals/history": (call: RecordedCall) => {
      const status = new URLSearchParams(call.search).get("status");
      return { body: HISTORY.filter((row) => !status || row.status === status) };
    },
    "GET /api/referrals/checkout-stats": () => ({ body: CAN_APPLY }),
    ...overrides,
  };
}

function renderAt(url: string) {
  return renderPages((auth) => {
    const affiliateRoute = createRoute({
      getParentRoute: () => auth,
      path: "panel/affiliate",
      component: AffiliateLayout,
    });
    const indexRoute = createRoute({ getParentRoute: () => affiliateRoute, path: "/", component: InvitationPage });
    const dashboardRoute = createRoute({
      getParentRoute: () => affiliateRoute,
      path: "dashboard",
      validateSearch: DashboardRoute.options.validateSearch,
      component: AffiliateDashboardPage,
    });
    return [affiliateRoute.addChildren([indexRoute, dashboardRoute])];
  }, url);
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(window.navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
  });
  return writeText ? (navigator.clipboard.writeText as ReturnType<typeof vi.fn>) : null;
}

beforeEach(() => {
  window.localStorage.setItem("auth_token", "test-token");
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window.navigator, "clipboard", { configurable: true, value: undefined });
});

describe("AffiliateDashboardPage", () => {
  it("shows the stats cards, the code and link, and fires referral_link_generated once", async () => {
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    expect(await screen.findByTestId("affiliate-dashboard-heading")).toBeVisible();
    expect((await screen.findByTestId("referral-stat-total")).textContent).toBe("4");
    expect(screen.getByTestId("referral-stat-successful").textContent).toBe("3");
    expect(screen.getByTestId("referral-stat-pending").textContent).toBe("1");
    expect(screen.getByTestId("referral-stat-days").textContent).toBe("+9 days");
    expect(screen.getByTestId("referral-stat-conversion").textContent).toBe("75%");
    expect((await screen.findByTestId("referral-code")).textContent).toBe(CODE);
    expect((screen.getByTestId("referral-link") as HTMLInputElement).value).toBe(LINK);
    await waitFor(() => expect(dataLayerEvents()).toEqual(["referral_link_generated"]));
  });

  it("copy code: 'Code Copied!' toast with the exact text for 3 s, and referral_link_copied", async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(async () => {});
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    await screen.findByText(CODE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Copy code" }));

    const toast = await screen.findByTestId("toast-success");
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(toast.getAttribute("role")).toBe("status");
    expect(within(toast).getByText("Code Copied!")).toBeVisible();
    expect(within(toast).getByText(`Referral code "${CODE}" has been copied to your clipboard`)).toBeVisible();
    expect(dataLayerEvents()).toContain("referral_link_copied");
    // Let the toast's timer effect run before the clock moves.
    await act(async () => {});

    await act(async () => {
      vi.advanceTimersByTime(SUCCESS_TOAST_MS - 100);
    });
    expect(screen.queryByTestId("toast-success")).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId("toast-success")).toBeNull();
  });

  it("copy code failure: 'Referral Error' toast with 'Failed to copy referral code to clipboard' for 5 s", async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    await screen.findByText(CODE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Copy code" }));

    const toast = await screen.findByTestId("toast-error");
    expect(toast.getAttribute("role")).toBe("alert");
    expect(within(toast).getByText("Referral Error")).toBeVisible();
    expect(within(toast).getByText("Failed to copy referral code to clipboard")).toBeVisible();
    expect(dataLayerEvents()).not.toContain("referral_link_copied");
    await act(async () => {});

    await act(async () => {
      vi.advanceTimersByTime(ERROR_TOAST_MS - 100);
    });
    expect(screen.queryByTestId("toast-error")).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId("toast-error")).toBeNull();
  });

  it("copy link: success toast, or 'Failed to copy link'; copy message without clipboard: 'Failed to copy to clipboard'", async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(async () => {});
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    await screen.findByText(CODE);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const copied = await screen.findByTestId("toast-success");
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(within(copied).getByText("Link Copied!")).toBeVisible();
    expect(within(copied).getByText("Your referral link has been copied to your clipboard")).toBeVisible();

    writeText?.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const failed = await screen.findByTestId("toast-error");
    expect(within(failed).getByText("Referral Error")).toBeVisible();
    expect(within(failed).getByText("Failed to copy link")).toBeVisible();

    // No Clipboard API at all (insecure context): the generic failure.
    stubClipboard(null);
    await user.click(screen.getByRole("button", { name: "Copy message" }));
    await waitFor(() => expect(screen.getAllByTestId("toast-error")).toHaveLength(2));
    expect(screen.getByText("Failed to copy to clipboard")).toBeVisible();
  });

  it("without a referral code copying says 'No referral code available'", async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(async () => {});
    mockApi(routes({ "GET /api/referrals/my-code": () => failure(500, "boom", "INTERNAL_ERROR") }));
    renderAt("/panel/affiliate/dashboard");
    await screen.findByText(/Your referral code could not be loaded/);
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    const toast = await screen.findByTestId("toast-error");
    expect(within(toast).getByText("Referral Error")).toBeVisible();
    expect(within(toast).getByText("No referral code available")).toBeVisible();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByTestId("share-whatsapp")).toBeNull();
  });

  it("share links: WhatsApp and Telegram with the prefilled message in the page's language", async () => {
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    const whatsapp = (await screen.findByTestId("share-whatsapp")) as HTMLAnchorElement;
    const telegram = screen.getByTestId("share-telegram") as HTMLAnchorElement;
    const message = `Join me on PremiumHub! Sign up with my referral code ${CODE} and get 10% off your first subscription:`;
    expect(whatsapp.href).toBe(`https://wa.me/?text=${encodeURIComponent(`${message} ${LINK}`)}`);
    expect(telegram.href).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(LINK)}&text=${encodeURIComponent(message)}`,
    );
    expect(whatsapp.target).toBe("_blank");
    expect(whatsapp.rel).toBe("noopener noreferrer");
    expect(screen.getByTestId("referral-share-message").textContent).toBe(`${message} ${LINK}`);
  });

  it("shows the progress to the next milestone and the tier", async () => {
    mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    const bar = await screen.findByRole("progressbar", { name: "Progress to the next milestone" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemax")).toBe("5");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("60%");
    expect(screen.getByTestId("milestone-count").textContent).toBe("3 of 5 successful invitations");
    expect(screen.getByTestId("milestone-remaining").textContent).toBe(
      "2 more successful invitations to reach 5 and earn +7 bonus days.",
    );
    expect(screen.getByTestId("referral-tier-current").textContent).toBe("Tier 1: Bronze");
  });

  it("refresh reloads stats and history and says 'Stats refreshed'", async () => {
    const user = userEvent.setup();
    const calls = mockApi(routes());
    renderAt("/panel/affiliate/dashboard");
    await screen.findByText("Bu*** S***");
    const statsCalls = () => calls.filter((c: RecordedCall) => c.path === "/api/referrals/stats").length;
    const before = statsCalls();
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    const toast = await screen.findByTestId("toast-success");
    expect(within(toast).getByText("Stats refreshed")).toBeVisible();
    expect(statsCalls()).toBe(before + 1);
  });

  it("lists the history and asks the API for one status through the URL", async () => {
    const user = userEvent.setup();
    const calls = mockApi(routes());
    const router = renderAt("/panel/affiliate/dashboard");
    const table = await screen.findByTestId("referral-history");
    await within(table).findByText("Bu*** S***");
    expect(within(table).getAllByTestId("table-row")).toHaveLength(2);
    expect(within(table).getByText("+3 days")).toBeVisible();

    await user.selectOptions(within(table).getByLabelText("Filter Status"), "pending");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "pending" }), { timeout: 2000 });
    await waitFor(() => expect(within(table).getAllByTestId("table-row")).toHaveLength(1));
    expect(within(table).getByText("An***").textContent).toBe("An***");
    const asked = calls.filter((c) => c.path === "/api/referrals/history").map((c) => c.search);
    expect(asked).toEqual(["?page=1&limit=10", "?page=1&limit=10&status=pending"]);
  });
});

describe("InvitationPage", () => {
  it("describes the three tiers and the rewards, and highlights the caller's tier", async () => {
    mockApi(routes({ "GET /api/referrals/stats": () => ({ body: { ...STATS, tier: 2 } }) }));
    renderAt("/panel/affiliate");
    expect((await screen.findByTestId("affiliate-heading")).textContent).toBe("Invite friends, earn extra days");
    const tiers = screen.getAllByTestId("referral-tier");
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      expect.stringContaining("1–5 invitations"),
      expect.stringContaining("6–15 invitations"),
      expect.stringContaining("16+ invitations"),
    ]);
    await waitFor(() => expect(tiers[1]?.getAttribute("aria-current")).toBe("true"));
    // Each tier says all it really gives (issue 46): the same days, the milestone's days from the
    // stats, the friend's discount, and no commission, since none pays one.
    for (const tier of tiers) {
      expect(
        [...within(tier).getByTestId("referral-tier-gives").querySelectorAll("li")].map((li) => li.textContent),
      ).toEqual([
        "+3 days per successful invitation",
        "+7 bonus days at every 5 successful invitations",
        "Your friend gets 10% off the first subscription",
      ]);
      expect(within(tier).queryByTestId("referral-tier-commission")).toBeNull();
    }
    expect(screen.getByText(/Every tier gives the same rewards/)).toBeVisible();
    expect(screen.getByTestId("affiliate-benefit-discount").textContent).toContain("10% off for your friend");
    expect(screen.getByTestId("affiliate-benefit-milestone").textContent).toContain("Every 5 successful invitations");
  });

  it("apply: empty or whitespace input shows 'Please enter a referral code' without a request", async () => {
    const user = userEvent.setup();
    const calls = mockApi(routes());
    renderAt("/panel/affiliate");
    const input = await screen.findByLabelText("Referral code");
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a referral code");
    await user.clear(input);
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a referral code");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path === "/api/referrals/apply")).toBe(false);
  });

  it("apply: sends the trimmed code, then shows the discount", async () => {
    const user = userEvent.setup();
    let eligible = false;
    const calls = mockApi(
      routes({
        "GET /api/referrals/checkout-stats": () => ({
          body: { ...CAN_APPLY, eligible, discountPercent: eligible ? 10 : 0, canApplyCode: !eligible },
        }),
        "GET /api/referrals/validate/FRIEND1": () => ({
          body: { valid: true, referralCode: "FRIEND1", referrerName: "Bu*** S***", discountPercent: 10 },
        }),
        "POST /api/referrals/apply": () => {
          eligible = true;
          return { body: { applied: true, flagged: false } };
        },
      }),
    );
    renderAt("/panel/affiliate");
    const input = await screen.findByLabelText("Referral code");
    await user.clear(input);
    await user.type(input, "  FRIEND1 ");
    expect(
      await screen.findByText("Valid code from Bu*** S***: 10% off your first subscription.", undefined, {
        timeout: VALIDATE_DEBOUNCE_MS + 1500,
      }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    const outcome = await screen.findByTestId("apply-referral-outcome");
    expect(outcome.textContent).toContain("Referral code applied");
    expect(outcome.textContent).toContain("You get 10% off your first subscription.");
    expect(calls.find((c) => c.path === "/api/referrals/apply")?.body).toEqual({ referralCode: "FRIEND1" });
  });

  it("apply: shows the server's reason on the field only, with no toast, in the page's language", async () => {
    const user = userEvent.setup();
    mockApi(
      routes({
        "POST /api/referrals/apply": () => failure(409, REFERRAL_ERRORS.alreadyReferred, "ALREADY_REFERRED"),
      }),
    );
    renderAt("/panel/affiliate");
    const input = await screen.findByLabelText("Referral code");
    await user.clear(input);
    await user.type(input, "FRIEND1");
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    const box = screen.getByTestId("apply-referral");
    await waitFor(() => expect(within(box).getByRole("alert").textContent).toBe(REFERRAL_ERRORS.alreadyReferred));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("apply-referral-form").dataset.state).toBe("invalid");
    expect(screen.queryByTestId("toast-error")).toBeNull();
  });

  it("apply: an unknown code says 'Invalid referral code'; a server error 'Failed to apply referral code'", async () => {
    const user = userEvent.setup();
    let status = 400;
    mockApi(
      routes({
        "GET /api/referrals/validate/NOPE99": () => failure(404, "Invalid referral code", "INVALID_REFERRAL"),
        "POST /api/referrals/apply": () =>
          status === 400
            ? failure(400, "Invalid referral code", "INVALID_REFERRAL")
            : new Response("oops", { status: 500 }),
      }),
    );
    renderAt("/panel/affiliate");
    const input = await screen.findByLabelText("Referral code");
    await user.clear(input);
    await user.type(input, "NOPE99");
    const box = screen.getByTestId("apply-referral");
    await waitFor(() => expect(within(box).getByRole("alert").textContent).toBe("Invalid referral code"), {
      timeout: VALIDATE_DEBOUNCE_MS + 1500,
    });
    expect(screen.getByTestId("apply-referral-check").textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    await waitFor(() => expect(screen.getByTestId("apply-referral-form").dataset.state).toBe("invalid"));
    expect(
      within(box)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual(["Invalid referral code"]);

    status = 500;
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    await waitFor(() => expect(within(box).getByRole("alert").textContent).toBe("Failed to apply referral code"));
    expect(within(box).getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByTestId("toast-error")).toBeNull();
  });

  it("one state at a time: idle → checking → valid, then a refusal replaces the green text, and editing resets", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      routes({
        "GET /api/referrals/validate/FRIEND1": async () => {
          await held;
          return envelope({ valid: true, referralCode: "FRIEND1", referrerName: "Bu*** S***", discountPercent: 10 });
        },
        "POST /api/referrals/apply": () => failure(422, REFERRAL_ERRORS.afterPurchase, "REFERRAL_AFTER_PURCHASE"),
      }),
    );
    renderAt("/panel/affiliate");
    const input = await screen.findByLabelText("Referral code");
    const form = screen.getByTestId("apply-referral-form");
    const check = screen.getByTestId("apply-referral-check");
    expect(form.dataset.state).toBe("idle");
    await user.clear(input);
    await user.type(input, "FRIEND1");
    expect(form.dataset.state).toBe("idle");
    await waitFor(() => expect(form.dataset.state).toBe("checking"), { timeout: VALIDATE_DEBOUNCE_MS + 1500 });
    expect(check.textContent).toBe("Checking the code…");
    release();
    await waitFor(() => expect(form.dataset.state).toBe("valid"));
    expect(check.textContent).toBe("Valid code from Bu*** S***: 10% off your first subscription.");
    expect(check.className).toContain("text-green-700");
    expect(within(form).queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Apply code" }));
    await waitFor(() => expect(form.dataset.state).toBe("invalid"));
    expect(within(form).getByRole("alert").textContent).toBe(REFERRAL_ERRORS.afterPurchase);
    expect(check.textContent).toBe("");

    await user.clear(input);
    await user.type(input, "FRIEND");
    expect(form.dataset.state).toBe("idle");
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("after a purchase the box is replaced by a short note, in both languages", async () => {
    mockApi(
      routes({
        "GET /api/referrals/checkout-stats": () => envelope({ ...CAN_APPLY, canApplyCode: false, hasPurchased: true }),
      }),
    );
    renderAt("/panel/affiliate");
    expect((await screen.findByTestId("apply-referral-unavailable")).textContent).toBe(
      translate("en", "referrals.apply.afterPurchase"),
    );
    expect(screen.queryByTestId("apply-referral")).toBeNull();
    expect(screen.queryByLabelText("Referral code")).toBeNull();
    expect(translate("id", "referrals.apply.afterPurchase")).not.toBe(translate("en", "referrals.apply.afterPurchase"));
  });

  it("a user whose code is already linked (under review or refused) gets a note, not the form", async () => {
    mockApi(
      routes({
        "GET /api/referrals/checkout-stats": () => envelope({ ...CAN_APPLY, canApplyCode: false }),
      }),
    );
    renderAt("/panel/affiliate");
    expect((await screen.findByTestId("apply-referral-unavailable")).textContent).toBe(
      "A referral code is already linked to your account.",
    );
    expect(screen.queryByLabelText("Referral code")).toBeNull();
  });

  it("a user who was invited sees the discount instead of the form", async () => {
    mockApi(
      routes({
        "GET /api/referrals/checkout-stats": () =>
          envelope({ ...CAN_APPLY, eligible: true, discountPercent: 10, canApplyCode: false }),
      }),
    );
    renderAt("/panel/affiliate");
    expect((await screen.findByTestId("apply-referral-invited")).textContent).toBe(
      "Your 10% discount is applied automatically to your first subscription.",
    );
    expect(screen.queryByLabelText("Referral code")).toBeNull();
  });
});

describe("TierList", () => {
  it("names a tier's commission when it pays one", async () => {
    const withCommission = TIERS.map((tier) => (tier.number === 3 ? { ...tier, commissionPercent: 5 } : tier));
    render(
      <LocaleProvider initial={{ locale: "id", autoDetected: false, preference: null }} navigate={() => {}}>
        <TierList tiers={withCommission} />
      </LocaleProvider>,
    );
    const tiers = screen.getAllByTestId("referral-tier");
    expect(within(tiers[2] as HTMLElement).getByTestId("referral-tier-commission").textContent).toBe(
      "Komisi 5% dari pembelian temanmu",
    );
    expect(within(tiers[0] as HTMLElement).queryByTestId("referral-tier-commission")).toBeNull();
    expect(within(tiers[0] as HTMLElement).getByText("Bonus di setiap 5 undangan berhasil")).toBeTruthy();
  });
});
