import { addToCart, EMPTY_CART, loadCart, saveCart } from "@app/shared/cart";
import { en } from "@app/shared/i18n/en";
import type { SubscriptionInfo, TransactionDto } from "@app/shared/schemas/commerce";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  dataLayerEvents,
  failure,
  makeSubscriptionInfo,
  makeTransaction,
  makeUser,
  mockApi,
  renderApp,
  STARTER_PACKAGE,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

const START = "2026-01-10T08:00:00.000Z";
const END = "2026-02-09T08:00:00.000Z";
const TX = makeTransaction().uuid;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const date = (iso: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(iso));

function setup(subscription: () => SubscriptionInfo | Response, transaction?: () => TransactionDto) {
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/users/services": () => ({ body: [] }),
    "GET /api/user-accessed-services": () => ({ body: [] }),
    "GET /api/user-information": () => {
      const value = subscription();
      return value instanceof Response ? value : { body: value };
    },
    [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: () => ({ body: STARTER_PACKAGE }),
    "GET /api/transactions": () => ({ body: transaction ? [transaction()] : [] }),
  });
}

describe("SubscriptionInfoCard", () => {
  it("shows an active subscription: package, dates, Active badge", async () => {
    setup(() => makeSubscriptionInfo());
    renderApp("/panel");
    const card = await screen.findByTestId("subscription-card");
    expect(within(card).getByRole("heading", { name: "Subscription information" })).toBeVisible();
    expect((await within(card).findByTestId("subscription-status")).textContent).toBe("Active");
    expect(within(card).getByTestId("subscription-package").textContent).toBe("Starter");
    expect(within(card).getByTestId("subscription-start").textContent).toBe(date(START));
    expect(within(card).getByTestId("subscription-end").textContent).toBe(date(END));
    expect(within(card).queryByTestId("subscription-banked")).toBeNull();
    expect(within(card).getByRole("button", { name: "Repeat order" })).toBeVisible();
  });

  it("says what to do when an active package has no service to open, and nothing when it has some", async () => {
    const packageWith = (services: unknown[]) => () => ({ body: { ...STARTER_PACKAGE, services } });
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/user-information": () => ({ body: makeSubscriptionInfo() }),
      [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: packageWith([]),
    });
    renderApp("/panel");
    const note = await screen.findByTestId("subscription-no-services");
    expect(note.textContent).toContain("Your package has no services to open yet");
    expect(within(note).getByRole("link", { name: "Tell us" }).getAttribute("href")).toBe("/panel/report");
    cleanup();

    const calls = mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/user-information": () => ({ body: makeSubscriptionInfo() }),
      [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: packageWith([
        { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001", name: "Netflix", logo: null },
      ]),
    });
    renderApp("/panel");
    expect((await screen.findByTestId("subscription-status")).textContent).toBe("Active");
    const packagePath = `/api/packages-subscriptions/${STARTER_PACKAGE.uuid}`;
    await waitFor(() => expect(calls.some((call) => call.path === packagePath)).toBe(true));
    await act(async () => {}); // the answer rendered
    expect(screen.queryByTestId("subscription-no-services")).toBeNull();
  });

  it("shows an expired subscription and the banked days", async () => {
    setup(() => makeSubscriptionInfo({ status: "Expired", bankedDays: 7 }));
    renderApp("/panel");
    const card = await screen.findByTestId("subscription-card");
    expect((await within(card).findByTestId("subscription-status")).textContent).toBe("Expired");
    expect(within(card).getByTestId("subscription-banked").textContent).toBe(
      "7 bonus days are waiting: they apply at your next activation.",
    );
  });

  it("says No subscription, not Expired, and offers a package when the user never had one", async () => {
    setup(() => makeSubscriptionInfo({ status: "None", package: null, startDate: null, endDate: null }));
    renderApp("/panel");
    const card = await screen.findByTestId("subscription-card");
    expect((await within(card).findByTestId("subscription-status")).textContent).toBe("No subscription");
    expect(within(card).getByTestId("subscription-status").getAttribute("data-tone")).toBe("neutral");
    expect(within(card).getByTestId("subscription-package").textContent).toBe("No package yet");
    // An empty state, not a list of blank dates.
    expect(within(card).getByTestId("subscription-empty").textContent).toContain(
      "Choose a package to unlock premium services.",
    );
    expect(within(card).queryByTestId("subscription-end")).toBeNull();
    expect(within(card).queryByTestId("subscription-days-ring")).toBeNull();
    expect(within(card).getByRole("link", { name: "Choose a package" }).getAttribute("href")).toBe("/pricing");
    expect(within(card).queryByRole("button", { name: "Repeat order" })).toBeNull();
  });

  it("shows the days left in a ring: whole days until the end date, a partial day counting as one", async () => {
    const now = Date.now();
    setup(() =>
      makeSubscriptionInfo({
        startDate: new Date(now - 18 * DAY).toISOString(),
        endDate: new Date(now + 12 * DAY - HOUR).toISOString(),
      }),
    );
    renderApp("/panel");
    const card = await screen.findByTestId("subscription-card");
    const ring = await within(card).findByRole("img", { name: "12 days left" });
    expect(ring.getAttribute("data-testid")).toBe("subscription-days-ring");
    expect(ring.textContent).toBe("12days left");
  });

  it("says '1 day left' on the last day", async () => {
    setup(() => makeSubscriptionInfo({ endDate: new Date(Date.now() + 2 * HOUR).toISOString() }));
    renderApp("/panel");
    expect(await screen.findByRole("img", { name: "1 day left" })).toBeVisible();
  });

  it("shows 0 days left and an Expired warning badge for an expired subscription", async () => {
    setup(() => makeSubscriptionInfo({ status: "Expired", endDate: new Date(Date.now() - 3 * DAY).toISOString() }));
    renderApp("/panel");
    const ring = await screen.findByRole("img", { name: "0 days left" });
    expect(ring.textContent).toBe("0days left");
    expect(screen.getByTestId("subscription-status").getAttribute("data-tone")).toBe("warning");
  });

  it("counts the days left in Indonesian", async () => {
    setup(() => makeSubscriptionInfo({ endDate: new Date(Date.now() + 5 * DAY - HOUR).toISOString() }));
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    expect(await screen.findByRole("img", { name: "5 hari lagi" })).toBeVisible();
  });

  it("says 'Error loading subscription information' when the call fails, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    setup(() => (fail ? failure(500, "boom", "INTERNAL_ERROR") : makeSubscriptionInfo()));
    renderApp("/panel");
    const card = await screen.findByTestId("subscription-card");
    const alert = await within(card).findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain(en["subscription.loadError"]);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await within(card).findByTestId("subscription-status")).textContent).toBe("Active");
  });

  it("repeat order puts the same package in the cart and opens the checkout", async () => {
    const user = userEvent.setup();
    saveCart(
      addToCart(EMPTY_CART, {
        id: "0d7f4b52-0000-4000-8000-000000000001",
        name: "Pro USD",
        price: 1_999,
        currency: "USD",
        type: "package",
        days: 30,
        timeframe: null,
      }),
    );
    setup(() => makeSubscriptionInfo());
    const { router } = renderApp("/panel");
    await user.click(await screen.findByRole("button", { name: "Repeat order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(router.state.location.search).toEqual({ replaced: "USD" });
    expect(loadCart().items).toEqual([
      {
        id: STARTER_PACKAGE.uuid,
        name: "Starter",
        price: 49_000,
        currency: "IDR",
        type: "package",
        days: 30,
        timeframe: "1 Month",
      },
    ]);
  });
});

describe("payment return on the dashboard", () => {
  it("confirms a completed payment: purchase_completed, new end date, cart emptied, URL cleaned", async () => {
    saveCart(
      addToCart(EMPTY_CART, {
        id: STARTER_PACKAGE.uuid,
        name: "Starter",
        price: 49_000,
        currency: "IDR",
        type: "package",
        days: 30,
        timeframe: null,
      }),
    );
    const calls = setup(
      () => makeSubscriptionInfo(),
      () => makeTransaction(),
    );
    const { router } = renderApp(`/panel?payment=success&transaction=${TX}`);
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("completed"));
    const notice = screen.getByTestId("payment-return");
    await waitFor(() =>
      expect(notice.textContent).toContain(`Starter is active. Your subscription now ends on ${date(END)}.`),
    );
    expect(notice.textContent).toContain("Payment successful!");
    expect(dataLayerEvents().filter((e) => e === "purchase_completed")).toHaveLength(1);
    const event = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find(
      (e) => e.event === "purchase_completed",
    );
    expect(event).toMatchObject({ event_category: "Purchase", transaction_id: TX, value: 49_000, currency: "IDR" });
    expect(loadCart().items).toEqual([]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByTestId("payment-return")).toBeVisible();
    const search = calls.find((c) => c.path === "/api/transactions")?.search ?? "";
    expect(new URLSearchParams(search).get("search")).toBe(TX);
    // The services and the subscription were asked again after the completion.
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/users/services").length).toBeGreaterThan(1));
  });

  it("waits while the payment is still pending, without counting a purchase", async () => {
    setup(
      () => makeSubscriptionInfo({ status: "Expired" }),
      () => makeTransaction({ status: "pending", completedAt: null }),
    );
    renderApp(`/panel?payment=success&transaction=${TX}`);
    const notice = await screen.findByTestId("payment-return");
    expect(notice.getAttribute("role")).toBe("status");
    await waitFor(() => expect(notice.getAttribute("data-state")).toBe("pending"));
    expect(within(notice).getByRole("heading").textContent).toBe("Confirming your payment…");
    expect(notice.textContent).toContain("You can keep using the panel");
    expect(dataLayerEvents()).not.toContain("purchase_completed");
  });

  it("says a canceled payment was not completed, with a way to try again, and can be dismissed", async () => {
    const user = userEvent.setup();
    setup(
      () => makeSubscriptionInfo({ status: "None", package: null, startDate: null, endDate: null }),
      () => makeTransaction({ status: "canceled", completedAt: null }),
    );
    const { router } = renderApp(`/panel?payment=success&transaction=${TX}`);
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("failed"));
    const notice = screen.getByTestId("payment-return");
    expect(within(notice).getByRole("heading").textContent).toBe("Payment not completed");
    expect(notice.textContent).toContain("Your subscription is unchanged.");
    expect(within(notice).getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/checkout");
    expect(within(notice).getByRole("link", { name: "See My transactions" }).getAttribute("href")).toBe(
      "/panel/transactions",
    );
    expect(dataLayerEvents()).not.toContain("purchase_completed");

    await user.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByTestId("payment-return")).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByTestId("payment-return")).toBeNull();
  });

  it("points to My transactions when the payment cannot be checked", async () => {
    setup(() => makeSubscriptionInfo());
    renderApp(`/panel?payment=success&transaction=${TX}`);
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("error"));
    const notice = screen.getByTestId("payment-return");
    expect(notice.textContent).toContain("We could not check this payment.");
    expect(within(notice).getByRole("link", { name: "See My transactions" })).toBeVisible();
  });
});
