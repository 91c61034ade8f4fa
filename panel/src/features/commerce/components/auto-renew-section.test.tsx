import type { RenewalInfo } from "@app/shared/schemas/commerce";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  makeSubscriptionInfo,
  makeUser,
  mockApi,
  renderApp,
  STARTER_PACKAGE,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import { browserNavigation } from "../browser.ts";

const OFF: RenewalInfo = {
  autoRenew: false,
  method: null,
  linking: false,
  state: "off",
  nextChargeAt: null,
  amount: null,
  currency: null,
  accessUntil: null,
  payNow: null,
};
const ON: RenewalInfo = {
  ...OFF,
  autoRenew: true,
  method: { channel: "DANA", label: "DANA ••••4242" },
  state: "scheduled",
  nextChargeAt: "2026-02-08T08:00:00.000Z",
  amount: 49_000,
  currency: "IDR",
};
const date = (iso: string, locale = "en") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

function setup(renewal: () => RenewalInfo, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/users/services": () => ({ body: [] }),
    "GET /api/user-accessed-services": () => ({ body: [] }),
    "GET /api/user-information": () => ({ body: makeSubscriptionInfo() }),
    [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: () => ({ body: STARTER_PACKAGE }),
    "GET /api/subscriptions/renewal": () => ({ body: renewal() }),
    ...extra,
  });
}

describe("auto-renew on the subscription card (issue 43)", () => {
  it("off: says what linking does, and Turn on picks a wallet and goes to its authorisation page", async () => {
    const calls = setup(() => OFF, {
      "POST /api/subscriptions/renewal": () => ({ status: 201, body: { linkUrl: "https://link.example/pt-1" } }),
    });
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderApp("/panel");
    const section = await screen.findByTestId("auto-renew");
    expect((await within(section).findByTestId("auto-renew-state")).textContent).toBe("Off");
    expect(section.textContent).toContain("QRIS and virtual accounts can't be charged automatically");
    await userEvent.click(within(section).getByRole("button", { name: "Turn on" }));
    await userEvent.selectOptions(within(section).getByLabelText("E-wallet"), "SHOPEEPAY");
    await userEvent.click(within(section).getByRole("button", { name: "Continue to ShopeePay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://link.example/pt-1"));
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/subscriptions/renewal")?.body).toEqual({
      channel: "SHOPEEPAY",
    });
  });

  it("on: the method and the next charge, Change method, and Turn off after a confirmation", async () => {
    let current = ON;
    const calls = setup(() => current, {
      "DELETE /api/subscriptions/renewal": () => {
        current = OFF;
        return { body: OFF };
      },
    });
    renderApp("/panel");
    const section = await screen.findByTestId("auto-renew");
    expect((await within(section).findByTestId("auto-renew-state")).textContent).toBe("On");
    expect(within(section).getByTestId("auto-renew-method").textContent).toBe("Charged to DANA ••••4242");
    expect(within(section).getByTestId("auto-renew-next").textContent).toMatch(
      new RegExp(`^Next charge: IDR\\s?49,000 on ${date(ON.nextChargeAt as string)}$`),
    );
    expect(within(section).getByRole("button", { name: "Change method" })).toBeVisible();
    await userEvent.click(within(section).getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("We won't charge DANA ••••4242 again");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    await waitFor(() => expect(within(section).getByTestId("auto-renew-state").textContent).toBe("Off"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("in Indonesian", async () => {
    setup(() => ON);
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const section = await screen.findByTestId("auto-renew");
    expect((await within(section).findByTestId("auto-renew-state")).textContent).toBe("Aktif");
    expect(within(section).getByRole("button", { name: "Nonaktifkan" })).toBeVisible();
    expect(within(section).getByTestId("auto-renew-method").textContent).toBe("Ditagih ke DANA ••••4242");
  });
});

describe("the failed-renewal banner (issue 43)", () => {
  const failing = (state: "retrying" | "past_due"): RenewalInfo => ({
    ...ON,
    state,
    nextChargeAt: state === "retrying" ? "2026-02-10T08:00:00.000Z" : null,
    accessUntil: "2026-02-14T08:00:00.000Z",
    payNow: { packageUuid: STARTER_PACKAGE.uuid },
  });

  it("heads every page while retrying, with Pay now to an ordinary checkout of the package", async () => {
    setup(() => failing("retrying"), { "GET /api/transactions": () => ({ body: [] }) });
    renderApp("/panel/transactions");
    const banner = await screen.findByTestId("renewal-banner");
    expect(banner.textContent).toContain(`We'll try again on ${date("2026-02-10T08:00:00.000Z")}`);
    const payNow = within(banner).getByRole("link", { name: "Pay now" });
    expect(payNow.getAttribute("href")).toBe(`/checkout?renew=${STARTER_PACKAGE.uuid}`);
  });

  it("past due names the day access ends; nothing shows while the renewal is well", async () => {
    setup(() => failing("past_due"));
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const banner = await screen.findByTestId("renewal-banner");
    expect(banner.textContent).toContain(`Aksesmu berakhir pada ${date("2026-02-14T08:00:00.000Z", "id")}`);
    expect(within(banner).getByRole("link", { name: "Bayar sekarang" })).toBeVisible();
  });

  it("is absent when auto-renew is scheduled", async () => {
    setup(() => ON);
    renderApp("/panel");
    await screen.findByTestId("auto-renew-state");
    expect(screen.queryByTestId("renewal-banner")).toBeNull();
  });
});
