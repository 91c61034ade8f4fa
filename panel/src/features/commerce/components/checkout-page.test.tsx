import { addToCart, EMPTY_CART, loadCart, packageToCartItem, saveCart } from "@app/shared/cart";
import { PAYMENT_MESSAGES } from "@app/shared/messages";
import type { CheckoutQuote, MerchantInfo, PaymentMethods } from "@app/shared/schemas/commerce";
import type { PackageService } from "@app/shared/schemas/packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  type ApiHandler,
  dataLayerEvents,
  failure,
  makeUser,
  mockApi,
  renderApp,
  STARTER_PACKAGE,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import { browserNavigation } from "../browser.ts";

const PRO = {
  uuid: "5b0e6c1a-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
  namePackage: "Pro",
  price: 129_000,
  currency: "IDR",
  timeFrame: "3 Months",
  timeframeUuid: null,
  days: 90,
};
const TX = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const NEW_END = "2026-09-01T10:00:00.000Z";
const CURRENT_END = "2099-06-03T10:00:00.000Z";

function quote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    packageUuid: PRO.uuid,
    namePackage: "Pro",
    currency: "IDR",
    price: 129_000,
    discount: 0,
    amount: 129_000,
    discountReason: null,
    days: 90,
    currentEndDate: null,
    newEndDate: NEW_END,
    ...overrides,
  };
}

const MERCHANT: MerchantInfo = {
  name: "PT Premium Hub Indonesia",
  email: "billing@premiumhub.test",
  address: null,
  taxId: null,
  tax: { label: "PPN", ratePercent: 11 },
};

const plain = (text: string | null | undefined) => (text ?? "").replace(/\u00a0|\u202f/g, " ");
const longDate = (iso: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(iso));

function setup({
  quoteBody = quote(),
  crypto = false,
  cart = true,
  paymentFailure,
  services,
  gateway = "sandbox",
  merchant = MERCHANT,
  extra = {},
}: {
  quoteBody?: CheckoutQuote | Response;
  crypto?: boolean;
  gateway?: PaymentMethods["gateway"];
  merchant?: MerchantInfo;
  /** More API routes (other pages the test opens). */
  extra?: Record<string, ApiHandler>;
  cart?: boolean;
  paymentFailure?: Response;
  /** The package's services (GET /packages-subscriptions/{uuid}); unanswered when not given. */
  services?: PackageService[];
} = {}) {
  if (cart) saveCart(addToCart(EMPTY_CART, packageToCartItem(PRO)));
  return mockApi({
    ...signedInRoutes(makeUser()),
    ...(services
      ? { [`GET /api/packages-subscriptions/${PRO.uuid}`]: () => ({ body: { ...STARTER_PACKAGE, ...PRO, services } }) }
      : {}),
    "GET /api/payments/methods": () => ({ body: { gateway, crypto, merchant } }),
    "GET /api/payments/quote": () => (quoteBody instanceof Response ? quoteBody : { body: quoteBody }),
    "POST /api/payments": () =>
      paymentFailure ?? {
        status: 201,
        body: { paymentUrl: `http://localhost/api/payments/sandbox/${TX}`, transactionUuid: TX },
      },
    "POST /api/payments/coinbase": () => ({
      status: 201,
      body: { paymentUrl: "https://commerce.coinbase.com/pay/abc", transactionUuid: TX },
    }),
    ...extra,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CheckoutPage", () => {
  it("shows the cart and the server's quote without a discount; crypto is hidden when not offered", async () => {
    const calls = setup();
    renderApp("/checkout");
    expect((await screen.findByTestId("checkout-heading")).textContent).toBe("Checkout");
    expect(screen.getByTestId("checkout-cart-item").textContent).toContain("Pro");

    const summary = await screen.findByTestId("checkout-summary");
    expect(plain(within(summary).getByTestId("checkout-price").textContent)).toBe("IDR 129,000");
    expect(plain(within(summary).getByTestId("checkout-amount").textContent)).toBe("IDR 129,000");
    expect(within(summary).queryByTestId("checkout-discount")).toBeNull();
    expect(within(summary).queryByText("Friend discount (first purchase)")).toBeNull();
    expect(screen.getByTestId("checkout-dates").textContent).toContain(
      "You have no active subscription: this purchase starts it today.",
    );
    expect(screen.getByTestId("checkout-dates").textContent).toContain(
      `After this purchase it ends on ${longDate(NEW_END)}.`,
    );

    expect(await screen.findByRole("radio", { name: /Test payment \(sandbox\)/ })).toBeVisible();
    expect(screen.queryByRole("radio", { name: /Cryptocurrency/ })).toBeNull();
    const quoteCall = calls.find((c) => c.path === "/api/payments/quote");
    expect(quoteCall?.search).toBe(`?packageUuid=${PRO.uuid}`);
  });

  it("shows the friend discount line, the amount after it and the current → new end date", async () => {
    setup({
      quoteBody: quote({
        discount: 12_900,
        amount: 116_100,
        discountReason: "referral_first_purchase",
        currentEndDate: CURRENT_END,
      }),
    });
    renderApp("/checkout");
    const summary = await screen.findByTestId("checkout-summary");
    expect(within(summary).getByText("Friend discount (first purchase)")).toBeVisible();
    expect(plain(within(summary).getByTestId("checkout-discount").textContent)).toBe("−IDR 12,900");
    expect(plain(within(summary).getByTestId("checkout-amount").textContent)).toBe("IDR 116,100");
    expect(plain(screen.getByTestId("checkout-pay").textContent)).toBe("Pay IDR 116,100");
    const dates = screen.getByTestId("checkout-dates").textContent;
    expect(dates).toContain(`Your subscription currently ends on ${longDate(CURRENT_END)}.`);
    expect(dates).toContain(`After this purchase it ends on ${longDate(NEW_END)}.`);
  });

  it("creates the gateway payment, fires purchase_initiated and sends the browser to the hosted page", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const calls = setup();
    renderApp("/checkout");
    await user.click(await screen.findByTestId("checkout-pay"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost/api/payments/sandbox/${TX}`));
    const post = calls.find((c) => c.method === "POST" && c.path === "/api/payments");
    expect(post?.body).toEqual({ packageUuid: PRO.uuid });
    expect(dataLayerEvents()).toContain("purchase_initiated");
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer.find((e) => e.event === "purchase_initiated")).toMatchObject({
      event_category: "Purchase",
      transaction_id: TX,
      value: 129_000,
      currency: "IDR",
    });
    expect(screen.getByTestId("checkout-pay").textContent).toBe("Opening the payment page…");
  });

  it("offers crypto when the server has it and pays through /payments/coinbase", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const calls = setup({ crypto: true });
    renderApp("/checkout");
    await user.click(await screen.findByRole("radio", { name: /Cryptocurrency/ }));
    await user.click(screen.getByTestId("checkout-pay"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://commerce.coinbase.com/pay/abc"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/payments/coinbase")).toBe(true);
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/payments")).toBe(false);
  });

  it("says why a payment could not start", async () => {
    const user = userEvent.setup();
    setup({ paymentFailure: failure(422, PAYMENT_MESSAGES.providerUnavailable, "PROVIDER_UNAVAILABLE") });
    renderApp("/checkout");
    await user.click(await screen.findByTestId("checkout-pay"));
    expect((await screen.findByRole("alert")).textContent).toBe("This payment method is not available");
  });

  it("shows a neutral notice after a canceled payment, with the cart kept for a retry", async () => {
    setup();
    renderApp(`/checkout?payment=canceled&transaction=${TX}`);
    const notice = await screen.findByTestId("checkout-canceled");
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.textContent).toContain("Payment canceled");
    expect(notice.textContent).toContain("Transaction 7c9e6679… was canceled");
    expect(notice.textContent).toContain("your subscription is unchanged");
    expect(await screen.findByTestId("checkout-summary")).toBeVisible();
  });

  it("shows the empty cart with a plain link to the pricing page", async () => {
    setup({ cart: false });
    renderApp("/checkout");
    const empty = await screen.findByTestId("checkout-empty");
    expect(empty.textContent).toContain("Your cart is empty");
    expect(within(empty).getByRole("link", { name: "See packages" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByTestId("checkout-summary")).toBeNull();
  });

  it("explains an unavailable package and lets the user remove it", async () => {
    const user = userEvent.setup();
    setup({ quoteBody: failure(422, PAYMENT_MESSAGES.packageUnavailable, "PACKAGE_UNAVAILABLE") });
    renderApp("/checkout");
    expect((await screen.findByRole("alert")).textContent).toContain("This package is not available");
    await user.click(screen.getAllByRole("button", { name: "Remove Pro from the cart" })[0] as HTMLElement);
    expect(await screen.findByTestId("checkout-empty")).toBeVisible();
    expect(loadCart().items).toEqual([]);
  });

  it("tells when a repeat order replaced items in another currency", async () => {
    setup();
    renderApp("/checkout?replaced=USD");
    expect((await screen.findByText(/Your cart held items priced in USD/)).textContent).toContain(
      "replaced by this package in IDR",
    );
  });

  it("a reminder mail's Renew link puts its package in the cart and drops itself from the address", async () => {
    setup({
      cart: false,
      extra: { [`GET /api/packages-subscriptions/${PRO.uuid}`]: () => ({ body: { ...STARTER_PACKAGE, ...PRO } }) },
    });
    const { router } = renderApp(`/checkout?renew=${PRO.uuid}`);
    expect((await screen.findAllByTestId("checkout-cart-item"))[0]?.textContent).toContain("Pro");
    expect(loadCart().items.map((item) => item.id)).toEqual([PRO.uuid]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId("checkout-summary")).toBeVisible();
  });

  it("says so when the reminder's package cannot be bought any more, and leaves the cart as it was", async () => {
    setup({
      extra: {
        [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: () =>
          failure(404, "Package not found", "NOT_FOUND"),
      },
    });
    const { router } = renderApp(`/checkout?renew=${STARTER_PACKAGE.uuid}`);
    expect((await screen.findByRole("alert")).textContent).toContain("That package could not be put in your cart");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(loadCart().items.map((item) => item.id)).toEqual([PRO.uuid]);
  });

  it("a Renew link to a package no longer on sale says so and does not fill the cart", async () => {
    setup({
      cart: false,
      extra: {
        [`GET /api/packages-subscriptions/${PRO.uuid}`]: () => ({
          body: { ...STARTER_PACKAGE, ...PRO, status: "inactive" },
        }),
      },
    });
    const { router } = renderApp(`/checkout?renew=${PRO.uuid}`);
    expect((await screen.findByRole("alert")).textContent).toContain("It is no longer on sale");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(loadCart().items).toEqual([]);
    expect(await screen.findByTestId("checkout-empty")).toBeVisible();
  });

  it("says what the package includes: the count, five logos, the full list one click away", async () => {
    const user = userEvent.setup();
    const names = ["Netflix", "Spotify", "ChatGPT", "Canva", "GitHub Copilot", "Notion", "Figma"];
    const services = names.map((name, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      name,
      logoUrl: index === 1 ? null : `/api/media/logo-${index}.svg`,
    }));
    setup({ services });
    renderApp("/checkout");
    const box = await screen.findByTestId("package-services");
    expect(within(box).getByText("7 services included")).toBeVisible();
    expect(within(box).getAllByTestId("package-service-logo")).toHaveLength(5);
    expect(within(box).getByRole("img", { name: "Netflix logo" })).toBeVisible();
    expect(within(box).getByText("+2 more")).toBeVisible();
    const toggle = within(box).getByTestId("package-services-toggle");
    expect(toggle.textContent).toBe("See all 7 services");
    const details = toggle.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(toggle);
    expect(details.open).toBe(true);
    const list = within(box).getByRole("list", { name: "Services in Pro" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.lastElementChild?.textContent),
    ).toEqual(names);
  });

  it("says it in Indonesian, for a single service too", async () => {
    const user = userEvent.setup();
    setup({ services: [{ id: "00000000-0000-4000-8000-000000000001", name: "Netflix", logoUrl: null }] });
    renderApp("/checkout", { locale: "id" });
    const box = await screen.findByTestId("package-services");
    expect(within(box).getByText("Termasuk 1 layanan")).toBeVisible();
    const toggle = within(box).getByTestId("package-services-toggle");
    expect(toggle.textContent).toBe("Lihat daftar 1 layanan");
    expect(within(box).getByRole("list", { name: "Layanan dalam Pro" })).not.toBeVisible();
    await user.click(toggle);
    expect(within(box).getByRole("list", { name: "Layanan dalam Pro" })).toBeVisible();
  });

  it("shows no services block when the package includes none", async () => {
    const calls = setup({ services: [] });
    renderApp("/checkout");
    await screen.findByTestId("checkout-summary");
    await waitFor(() => expect(calls.some((c) => c.path === `/api/packages-subscriptions/${PRO.uuid}`)).toBe(true));
    expect(screen.queryByTestId("package-services")).toBeNull();
  });

  it("earns trust beside the Pay button: the method's marks, the seller and contact, terms and refund links, the tax", async () => {
    setup({ crypto: true });
    renderApp("/checkout");
    await screen.findByTestId("checkout-summary");
    const marks = await screen.findAllByRole("list", { name: "Accepted payment methods" });
    expect(marks.map((list) => list.getAttribute("data-method"))).toEqual(["sandbox", "crypto"]);
    expect(within(marks[0] as HTMLElement).getByText("Test mode")).toBeVisible();
    expect(
      within(marks[1] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["BTC", "ETH", "USDC"]);
    // The marks are beside the radio, not part of its name.
    expect(screen.getByRole("radio", { name: /Cryptocurrency/ }).closest("label")?.textContent).not.toContain("BTC");

    const trust = screen.getByTestId("checkout-trust");
    expect(trust.compareDocumentPosition(screen.getByTestId("checkout-pay"))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(within(trust).getByTestId("checkout-legal").textContent).toBe(
      "By paying you agree to the Terms of service and the Refund policy.",
    );
    expect(within(trust).getByRole("link", { name: "Terms of service" }).getAttribute("href")).toBe("/terms");
    expect(within(trust).getByRole("link", { name: "Refund policy" }).getAttribute("href")).toBe("/refund");
    const seller = within(trust).getByTestId("checkout-merchant");
    expect(seller.textContent).toBe(
      "Sold by PT Premium Hub Indonesia · Questions before paying? Write to billing@premiumhub.test",
    );
    expect(within(seller).getByRole("link", { name: "billing@premiumhub.test" }).getAttribute("href")).toBe(
      "mailto:billing@premiumhub.test",
    );
    expect(screen.getByTestId("checkout-tax").textContent).toBe("Prices include PPN 11%.");
  });

  it("shows the gateway's marks; no tax line when none is configured", async () => {
    setup({ gateway: "xendit", merchant: { ...MERCHANT, tax: null } });
    renderApp("/checkout");
    const marks = await screen.findByRole("list", { name: "Accepted payment methods" });
    expect(
      within(marks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["QRIS", "Virtual account", "E-wallet", "VISA", "Mastercard"]);
    expect(screen.queryByTestId("checkout-tax")).toBeNull();
  });

  it("in Indonesian, links the Indonesian terms and refund pages", async () => {
    const previous = window.location.pathname;
    window.history.replaceState(null, "", "/id/checkout");
    onTestFinished(() => window.history.replaceState(null, "", previous));
    setup();
    renderApp("/checkout", { locale: "id" });
    const trust = await screen.findByTestId("checkout-trust");
    expect(within(trust).getByRole("link", { name: "Ketentuan layanan" }).getAttribute("href")).toBe("/id/terms");
    expect(within(trust).getByRole("link", { name: "Kebijakan pengembalian dana" }).getAttribute("href")).toBe(
      "/id/refund",
    );
    expect(within(trust).getByTestId("checkout-merchant").textContent).toContain(
      "Dijual oleh PT Premium Hub Indonesia",
    );
    expect(screen.getByTestId("checkout-tax").textContent).toBe("Harga sudah termasuk PPN 11%.");
  });

  it("offers a voucher honestly: it adds days on the vouchers page, which leads back to the checkout", async () => {
    const user = userEvent.setup();
    setup({ extra: { "GET /api/users/vouchers": () => ({ body: [] }) } });
    const { router } = renderApp("/checkout");
    const box = await screen.findByTestId("checkout-voucher");
    expect(within(box).getByRole("heading", { name: "Have a voucher code?" })).toBeVisible();
    expect(box.textContent).toContain("it does not lower the price of this payment");
    const link = within(box).getByRole("link", { name: "Redeem a voucher" });
    expect(link.getAttribute("href")).toBe("/panel/vouchers?from=checkout");
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/vouchers"));
    const back = await screen.findByTestId("vouchers-back-to-checkout");
    expect(back.textContent).toBe("Back to checkout");
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(await screen.findByTestId("checkout-summary")).toBeVisible();
  });

  it("the vouchers page opened from the menu has no way back to the checkout", async () => {
    mockApi({ ...signedInRoutes(makeUser()), "GET /api/users/vouchers": () => ({ body: [] }) });
    renderApp("/panel/vouchers");
    expect(await screen.findByTestId("vouchers-heading")).toBeVisible();
    expect(screen.queryByTestId("vouchers-back-to-checkout")).toBeNull();
  });

  it("sends visitors to the sign-in page first", async () => {
    mockApi({});
    const { router } = renderApp("/checkout");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ redirect: "/checkout" });
  });
});
