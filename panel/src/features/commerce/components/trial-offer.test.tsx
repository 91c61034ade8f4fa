import { translate } from "@app/shared/i18n/translate";
import type { SubscriptionInfo, TrialOffer, TrialResult } from "@app/shared/schemas/commerce";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  EXTENSION_RELEASES,
  envelope,
  failure,
  makeUser,
  mockApi,
  renderApp,
  STARTER_PACKAGE,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

const END = "2026-03-04T08:00:00.000Z";
const OFFER: NonNullable<TrialOffer> = {
  packageUuid: STARTER_PACKAGE.uuid,
  packageName: "Starter",
  days: 3,
  emailVerified: true,
  blockedBy: null,
};
const NONE: SubscriptionInfo = { startDate: null, endDate: null, package: null, status: "None", bankedDays: 0 };
const ACTIVE: SubscriptionInfo = {
  startDate: "2026-03-01T08:00:00.000Z",
  endDate: END,
  package: { uuid: STARTER_PACKAGE.uuid, namePackage: "Starter", price: 49_000, currency: "IDR" },
  status: "Active",
  bankedDays: 0,
};

/** The dashboard's API, with the trial offer and what POST /subscriptions/trial answers. */
function setup(offer: TrialOffer, start: () => Promise<Response>) {
  let started = false;
  const calls = mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/users/services": () => ({ body: [] }),
    "GET /api/user-accessed-services": () => ({ body: [] }),
    "GET /api/user-information": () => ({ body: started ? ACTIVE : NONE }),
    "GET /api/subscriptions/trial": () => ({ body: started ? null : offer }),
    [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: () => ({
      body: {
        ...STARTER_PACKAGE,
        services: Array.from({ length: 7 }, (_, i) => ({
          id: `5e5e5e5e-0000-4000-8000-00000000000${i}`,
          name: `Service ${i + 1}`,
          logoUrl: null,
        })),
      },
    }),
    "POST /api/subscriptions/trial": async () => {
      const answer = await start();
      started = answer.ok;
      return answer;
    },
  });
  const count = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length;
  return { calls, count };
}

const result: TrialResult = { packageUuid: OFFER.packageUuid, packageName: "Starter", days: 3, endDate: END };

describe("TrialOffer", () => {
  it("shows nothing when the server offers no trial", async () => {
    setup(null, async () => envelope(result, 201));
    renderApp("/panel");
    expect(await screen.findByTestId("subscription-status")).toBeVisible();
    expect(screen.queryByTestId("trial-offer")).toBeNull();
    expect(screen.queryByRole("button", { name: "Start free trial" })).toBeNull();
  });

  it("offers the trial, shows progress, then confirms with the end date and refreshes the subscription", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { count } = setup(OFFER, () => new Promise((resolve) => (release = () => resolve(envelope(result, 201)))));
    renderApp("/panel");
    const card = await screen.findByTestId("trial-offer");
    expect(within(card).getByRole("heading", { name: "Start your 3-day free trial of Starter" })).toBeVisible();
    // What the trial includes, like a pricing card (issue 46): the count and the first five logos.
    expect(await within(card).findByText("7 services included")).toBeVisible();
    expect(within(card).getAllByTestId("included-service-logo")).toHaveLength(5);
    expect(within(card).getByText("+2 more")).toBeVisible();
    const subscriptionLoads = count("GET", "/api/user-information");

    await user.click(within(card).getByRole("button", { name: "Start free trial" }));
    const busy = await within(card).findByRole("button", { name: "Starting…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");

    release();
    const done = await screen.findByTestId("trial-started");
    const endDate = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(END));
    expect(done.textContent).toBe(`Your free trial of Starter is active until ${endDate}.`);
    expect(done.getAttribute("role")).toBe("status");
    expect(screen.queryByTestId("trial-offer")).toBeNull();
    // The subscription card is read again and now shows the trial as an Active subscription.
    await waitFor(() => expect(count("GET", "/api/user-information")).toBeGreaterThan(subscriptionLoads));
    await waitFor(() => expect(screen.getByTestId("subscription-status").textContent).toBe("Active"));
    expect(count("POST", "/api/subscriptions/trial")).toBe(1);
  });

  it("asks an account that has not confirmed its address to do that first", async () => {
    const user = userEvent.setup();
    const { count } = setup({ ...OFFER, emailVerified: false }, async () => envelope(result, 201));
    renderApp("/panel");
    const card = await screen.findByTestId("trial-offer");
    expect(within(card).getByTestId("trial-verify-first").textContent).toBe(translate("en", "trial.verifyFirst"));
    const button = within(card).getByRole("button", { name: "Start free trial" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(count("POST", "/api/subscriptions/trial")).toBe(0);
  });

  describe("one next action at a time (issue 46): the trial, then this browser, then the address", () => {
    const dashboard = (emailVerified: boolean, offer: TrialOffer, subscription = NONE) => {
      const calls = mockApi({
        ...signedInRoutes(makeUser({ emailVerified })),
        "GET /api/users/services": () => ({ body: [] }),
        "GET /api/user-accessed-services": () => ({ body: [] }),
        "GET /api/user-information": () => ({ body: subscription }),
        "GET /api/subscriptions/trial": () => ({ body: offer }),
        "GET /api/extension/releases": () => ({ body: EXTENSION_RELEASES }),
        "POST /api/auth/verify-email/resend": () => ({ body: { sent: true } }),
      });
      renderApp("/panel");
      return calls;
    };
    const banner = () => screen.queryByText(translate("en", "auth.verify.banner"));

    it("the trial comes first and asks for the address itself: no banner, no setup checklist", async () => {
      const user = userEvent.setup();
      const calls = dashboard(false, { ...OFFER, emailVerified: false });
      const card = await screen.findByTestId("trial-offer");
      expect(within(card).getByTestId("trial-verify-first")).toHaveTextContent(translate("en", "trial.verifyFirst"));
      await screen.findByTestId("subscription-status");
      // The extensions' answer (none here) arrives after a wait: the checklist must still not show.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(banner()).toBeNull();
      expect(screen.queryByTestId("setup-checklist")).toBeNull();
      // The trial's button is the page's one primary button; choosing a package is the quieter way.
      const choose = screen.getByRole("link", { name: translate("en", "subscription.choosePackage") });
      expect(choose).toHaveAttribute("data-emphasis", "secondary");
      await user.click(within(card).getByRole("button", { name: translate("en", "auth.verify.resend") }));
      expect(await within(card).findByText(translate("en", "auth.verify.sent"))).toBeVisible();
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/verify-email/resend")).toBe(true);
    });

    it("without a trial on offer, a subscriber sets up this browser before confirming the address", async () => {
      dashboard(false, null, ACTIVE);
      expect(await screen.findByTestId("setup-checklist", {}, { timeout: 3000 })).toBeVisible();
      expect(banner()).toBeNull();
      expect(screen.queryByTestId("trial-offer")).toBeNull();
    });

    it("without a trial on offer, choosing a package is the primary button", async () => {
      dashboard(true, null);
      const choose = await screen.findByRole("link", { name: translate("en", "subscription.choosePackage") });
      expect(choose).toHaveAttribute("data-emphasis", "primary");
    });

    it("a trial this user cannot take is said and holds nothing back", async () => {
      dashboard(true, { ...OFFER, blockedBy: "TRIAL_ALREADY_USED" }, ACTIVE);
      expect(await screen.findByTestId("trial-blocked")).toBeVisible();
      expect(await screen.findByTestId("setup-checklist", {}, { timeout: 3000 })).toBeVisible();
    });

    it("nothing below the trial shows while the offer is still loading", async () => {
      let answer: (response: Response) => void = () => {};
      mockApi({
        ...signedInRoutes(makeUser()),
        "GET /api/users/services": () => ({ body: [] }),
        "GET /api/user-accessed-services": () => ({ body: [] }),
        "GET /api/user-information": () => ({ body: ACTIVE }),
        "GET /api/subscriptions/trial": () => new Promise<Response>((resolve) => (answer = resolve)),
        "GET /api/extension/releases": () => ({ body: EXTENSION_RELEASES }),
      });
      renderApp("/panel");
      await screen.findByTestId("subscription-status");
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(screen.queryByTestId("setup-checklist")).toBeNull();
      answer(envelope(null));
      expect(await screen.findByTestId("setup-checklist", {}, { timeout: 3000 })).toBeVisible();
    });

    it("on a phone, an unconfirmed address comes before the notice that mails the link to it", async () => {
      vi.stubGlobal("navigator", { ...navigator, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" });
      try {
        dashboard(false, null, ACTIVE);
        expect(await screen.findByText(translate("en", "auth.verify.banner"))).toBeVisible();
        await new Promise((resolve) => setTimeout(resolve, 1600));
        expect(screen.queryByTestId("computer-only-notice")).toBeNull();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it("the address comes last, once nothing else is asked", async () => {
      localStorage.setItem(STORAGE_KEYS.setupChecklistDismissed, "1");
      try {
        dashboard(false, null, ACTIVE);
        expect(await screen.findByText(translate("en", "auth.verify.banner"))).toBeVisible();
        expect(screen.queryByTestId("setup-checklist")).toBeNull();
      } finally {
        localStorage.removeItem(STORAGE_KEYS.setupChecklistDismissed);
      }
    });
  });

  it("shows a refusal in words by its code and lets the user try again", async () => {
    const user = userEvent.setup();
    const { count } = setup(OFFER, async () =>
      failure(409, "The free trial has already been used", "TRIAL_ALREADY_USED"),
    );
    renderApp("/panel");
    const card = await screen.findByTestId("trial-offer");
    await user.click(within(card).getByRole("button", { name: "Start free trial" }));
    const alert = await within(card).findByRole("alert");
    expect(alert.textContent).toBe(translate("en", "error.TRIAL_ALREADY_USED"));
    const button = within(card).getByRole("button", { name: "Start free trial" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId("trial-started")).toBeNull();
    await user.click(button);
    await waitFor(() => expect(count("POST", "/api/subscriptions/trial")).toBe(2));
  });

  it("tells a user who cannot take the trial why, with the way forward, and offers no start button", async () => {
    const { count } = setup({ ...OFFER, blockedBy: "TRIAL_ALREADY_USED" }, async () => envelope(result, 201));
    renderApp("/panel");
    const card = await screen.findByTestId("trial-blocked");
    expect(within(card).getByRole("heading").textContent).toBe(translate("en", "trial.blocked.title"));
    expect(card.textContent).toContain(translate("en", "error.TRIAL_ALREADY_USED"));
    expect(
      within(card)
        .getByRole("link", { name: translate("en", "trial.blocked.seePackages") })
        .getAttribute("href"),
    ).toBe("/pricing");
    expect(within(card).queryByRole("button")).toBeNull();
    expect(screen.queryByTestId("trial-offer")).toBeNull();
    expect(count("POST", "/api/subscriptions/trial")).toBe(0);
  });

  it("sends a user without a phone number to the profile, in Indonesian on an Indonesian page", async () => {
    setup({ ...OFFER, blockedBy: "TRIAL_PHONE_REQUIRED" }, async () => envelope(result, 201));
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const card = await screen.findByTestId("trial-blocked");
    expect(card.textContent).toContain(translate("id", "error.TRIAL_PHONE_REQUIRED"));
    const link = within(card).getByRole("link", { name: translate("id", "trial.blocked.addPhone") });
    expect(link.getAttribute("href")).toBe("/id/panel/profile");
  });

  it("sits first on the dashboard, above the subscription card", async () => {
    setup(OFFER, async () => envelope(result, 201));
    renderApp("/panel");
    const card = await screen.findByTestId("trial-offer");
    const subscription = screen.getByTestId("subscription-card");
    expect(card.compareDocumentPosition(subscription) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("speaks Indonesian on an Indonesian page, the refusal included", async () => {
    const user = userEvent.setup();
    setup(OFFER, async () => failure(409, "This account already had a subscription", "TRIAL_NOT_ELIGIBLE"));
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const card = await screen.findByTestId("trial-offer");
    expect(within(card).getByRole("heading").textContent).toBe(
      translate("id", "trial.title", { days: "3", package: "Starter" }),
    );
    await user.click(within(card).getByRole("button", { name: translate("id", "trial.start") }));
    expect((await within(card).findByRole("alert")).textContent).toBe(translate("id", "error.TRIAL_NOT_ELIGIBLE"));
  });
});
