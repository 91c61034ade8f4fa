import { en } from "@app/shared/i18n/en";
import { SUBSCRIPTION_MESSAGES, VOUCHER_ERRORS, VOUCHER_MESSAGES } from "@app/shared/messages";
import type { RedemptionDto } from "@app/shared/schemas/commerce";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../lib/test-utils.tsx";

const END = "2026-04-10T08:00:00.000Z";
const date = (iso: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(iso));

const APPLIED: RedemptionDto = {
  uuid: "9a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d",
  code: "WELCOME7",
  package: "Starter",
  days: 7,
  period: { start: "2026-04-03T08:00:00.000Z", end: END },
  status: "applied",
  redeemedAt: "2026-04-03T08:00:00.000Z",
};
const BANKED: RedemptionDto = {
  uuid: "1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d",
  code: "BONUS3",
  package: null,
  days: 3,
  period: { start: null, end: null },
  status: "banked",
  redeemedAt: "2026-03-01T08:00:00.000Z",
};

function setup(redeem: (code: string) => Response | { body: unknown }) {
  let history: RedemptionDto[] = [BANKED];
  const calls = mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/users/vouchers": () => ({ body: history }),
    "POST /api/vouchers/redeem": (call) => {
      const result = redeem((call.body as { code: string }).code);
      if (!(result instanceof Response)) history = [APPLIED, ...history];
      return result;
    },
  });
  return calls;
}

async function redeem(code: string) {
  const input = await screen.findByLabelText("Code", { selector: "input" });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
}

describe("VouchersPage", () => {
  it("uses the SPEC §8 texts in English", () => {
    expect(en["vouchers.redeemed"]).toBe(VOUCHER_MESSAGES.redeemed);
    expect(en["vouchers.redeemFailed"]).toBe(VOUCHER_MESSAGES.redeemFailed);
    expect(en["subscription.loadError"]).toBe(SUBSCRIPTION_MESSAGES.loadError);
    const codes = {
      unknown: "VOUCHER_UNKNOWN",
      expired: "VOUCHER_EXPIRED",
      disabled: "VOUCHER_DISABLED",
      usedUp: "VOUCHER_USED_UP",
      alreadyRedeemed: "VOUCHER_ALREADY_REDEEMED",
    } as const satisfies Record<keyof typeof VOUCHER_ERRORS, string>;
    for (const [name, message] of Object.entries(VOUCHER_ERRORS)) {
      expect(en[`error.${codes[name as keyof typeof VOUCHER_ERRORS]}`]).toBe(message);
    }
  });

  it("redeems a code: the success message, the new end date, and the history row", async () => {
    const calls = setup(() => ({
      body: { message: VOUCHER_MESSAGES.redeemed, days: 7, banked: false, endDate: END },
    }));
    renderApp("/panel/vouchers");
    expect((await screen.findByTestId("vouchers-heading")).textContent).toBe("Redeem voucher");
    await redeem("  welcome7 ");
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.getAttribute("role")).toBe("status");
    expect(outcome.textContent).toContain("Voucher redeemed successfully!");
    expect(outcome.textContent).toContain(`7 days were added. Your subscription now ends on ${date(END)}.`);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ code: "welcome7" });
    expect((screen.getByLabelText("Code", { selector: "input" }) as HTMLInputElement).value).toBe("");

    const history = screen.getByTestId("redemption-history");
    await waitFor(() => expect(within(history).getAllByTestId("table-row")).toHaveLength(2));
    const row = within(history).getByText("WELCOME7").closest("tr") as HTMLElement;
    expect(row.textContent).toContain("Starter");
    expect(row.textContent).toContain(`${date(APPLIED.period.start ?? "")} – ${date(END)}`);
    expect(row.textContent).toContain("Applied");
    const banked = within(history).getByText("BONUS3").closest("tr") as HTMLElement;
    expect(banked.textContent).toContain("Applies at your next activation");
    expect(banked.textContent).toContain("Banked");
    expect(banked.textContent).toContain(date(BANKED.redeemedAt));
    expect(banked.textContent).toContain("3 days");
  });

  it('says "1 day", not "1 days", for a one-day voucher', async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/vouchers": () => ({ body: [{ ...BANKED, days: 1 }] }),
    });
    renderApp("/panel/vouchers");
    const row = (await screen.findByText("BONUS3")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("1 day");
    expect(row.textContent).not.toContain("1 days");
  });

  it("says when the days were banked", async () => {
    setup(() => ({ body: { message: VOUCHER_MESSAGES.redeemed, days: 3, banked: true, endDate: null } }));
    renderApp("/panel/vouchers");
    await redeem("BONUS3");
    expect((await screen.findByTestId("voucher-outcome")).textContent).toContain(
      "3 days are banked and apply at your next activation.",
    );
  });

  it("shows only the server's reason for a refused code, with no invitation to try again", async () => {
    setup(() => failure(409, VOUCHER_ERRORS.alreadyRedeemed, "VOUCHER_ALREADY_REDEEMED"));
    renderApp("/panel/vouchers");
    await redeem("WELCOME7");
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.getAttribute("role")).toBe("alert");
    expect(outcome.textContent).toBe("You have already redeemed this voucher");
    expect(screen.getByTestId("voucher-failure-reason").textContent).toBe("You have already redeemed this voucher");
  });

  it("says only that an unknown code does not exist, in the page's language", async () => {
    setup(() => failure(404, VOUCHER_ERRORS.unknown, "VOUCHER_UNKNOWN"));
    renderApp("/id/panel/vouchers", { basepath: "/id", locale: "id" });
    const input = await screen.findByLabelText("Kode", { selector: "input" });
    fireEvent.change(input, { target: { value: "NOPE" } });
    fireEvent.click(screen.getByRole("button", { name: "Tukar" }));
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.textContent).toBe("Kode voucher ini tidak ada");
    expect(outcome.textContent).not.toContain("coba lagi");
    expect(screen.queryByText(/try again|coba lagi/i)).toBeNull();
  });

  it("invites a retry when the failure is not about the code", async () => {
    setup(() => failure(500, "boom", "INTERNAL_ERROR"));
    renderApp("/panel/vouchers");
    await redeem("WELCOME7");
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.textContent).toContain("Failed to redeem voucher. Please try again.");
    expect(screen.getByTestId("voucher-failure-reason").textContent).toBe(en["error.INTERNAL_ERROR"]);
  });

  it("shows only the load error with its retry when the history fails, not the empty table", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/vouchers": () => failure(500, "boom", "INTERNAL_ERROR"),
    });
    renderApp("/panel/vouchers");
    const section = (await screen.findByRole("heading", { name: "Redemption history" })).closest("section");
    const alert = await within(section as HTMLElement).findByText(
      /The redemption history could not be loaded\./,
      {},
      { timeout: 4000 },
    );
    expect(
      within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }),
    ).toBeTruthy();
    expect(screen.queryByTestId("table-empty")).toBeNull();
    expect(screen.queryByText("No data available.")).toBeNull();
  });

  it("asks for a code before calling the server", async () => {
    const calls = setup(() => ({ body: {} }));
    renderApp("/panel/vouchers");
    await screen.findByTestId("vouchers-heading");
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Code is a required field");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
