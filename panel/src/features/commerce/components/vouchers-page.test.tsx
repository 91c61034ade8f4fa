import type { VoucherRefusalCode } from "@app/shared/constants/commerce";
import { en } from "@app/shared/i18n/en";
import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from "@app/shared/messages";
import type { RedemptionDto, RenewalInfo, VoucherPreview, VoucherPreviewResult } from "@app/shared/schemas/commerce";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { failure, makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

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

/** A preview of WELCOME7 (Starter, 7 days) on a running Starter subscription. */
const PREVIEW: VoucherPreview = {
  code: "WELCOME7",
  packageUuid: "3c1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d",
  packageName: "Starter",
  days: 7,
  effect: "extend",
  currentPackageName: "Starter",
  carriedDays: 0,
  endDate: END,
};

/** The preview's answer for a code that can be redeemed. */
const redeemable = (preview: VoucherPreview): { body: VoucherPreviewResult } => ({
  body: { redeemable: true, preview },
});
/** The preview's answer for a refused code: 200, with the code and the server's (English) message. */
const refused = (code: VoucherRefusalCode, message: string): { body: VoucherPreviewResult } => ({
  body: { redeemable: false, refusal: { code, message } },
});

/** No auto-renew: what the shell reads about the renewal. */
const NO_RENEWAL: RenewalInfo = {
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

function setup(
  redeem: (code: string) => Response | { body: unknown },
  preview: (code: string) => Response | { body: unknown } = () => redeemable(PREVIEW),
) {
  let history: RedemptionDto[] = [BANKED];
  const calls = mockApi({
    ...signedInRoutes(makeUser()),
    // The shell's own reads, answered, so that every request the page makes can succeed.
    "GET /api/subscriptions/renewal": () => ({ body: NO_RENEWAL }),
    "GET /api/support/unread": () => ({ body: { conversations: 0, messages: 0 } }),
    "GET /api/users/vouchers": () => ({ body: history }),
    "POST /api/vouchers/preview": (call) => preview((call.body as { code: string }).code),
    "POST /api/vouchers/redeem": (call) => {
      const result = redeem((call.body as { code: string }).code);
      if (!(result instanceof Response)) history = [APPLIED, ...history];
      return result;
    },
  });
  return calls;
}

const redeemCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === "/api/vouchers/redeem");

/** Types the code and presses "Check code": the first step, which only asks for the preview. */
async function check(user: UserEvent, code: string) {
  const input = await screen.findByLabelText("Code", { selector: "input" });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole("button", { name: "Check code" }));
}

/** Both steps: check, then confirm with "Redeem". */
async function redeem(user: UserEvent, code: string) {
  await check(user, code);
  await user.click(await screen.findByRole("button", { name: "Redeem" }));
}

/** The field's own error message (the one its aria-describedby points to). */
function fieldError(input: HTMLElement) {
  return document.getElementById(input.getAttribute("aria-describedby") ?? "");
}

describe("VouchersPage", () => {
  it("uses the docs/product.md#vouchers texts in English", () => {
    expect(en["vouchers.redeemed"]).toBe("Voucher redeemed successfully!");
    expect(en["vouchers.redeemFailed"]).toBe("Failed to redeem voucher. Please try again.");
    expect(en["subscription.loadError"]).toBe("Error loading subscription information");
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

  it("redeems in two steps: what the code will do, then the success message, the new end date and the history row", async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({
      body: { message: VOUCHER_MESSAGES.redeemed, days: 7, banked: false, endDate: END },
    }));
    renderApp("/panel/vouchers");
    expect((await screen.findByTestId("vouchers-heading")).textContent).toBe("Redeem voucher");
    await check(user, "  welcome7 ");
    const preview = await screen.findByTestId("voucher-preview");
    expect(preview.textContent).toContain("WELCOME7: Starter for 7 days");
    expect(calls.find((c) => c.path === "/api/vouchers/preview")?.body).toEqual({ code: "welcome7" });
    expect(redeemCalls(calls)).toEqual([]);
    expect((screen.getByLabelText("Code", { selector: "input" }) as HTMLInputElement).readOnly).toBe(true);

    await user.click(screen.getByRole("button", { name: "Redeem" }));
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.getAttribute("role")).toBe("status");
    expect(outcome.textContent).toContain("Voucher redeemed successfully!");
    expect(outcome.textContent).toContain(`7 days were added. Your subscription now ends on ${date(END)}.`);
    expect(redeemCalls(calls).map((c) => c.body)).toEqual([{ code: "welcome7" }]);
    expect(screen.queryByTestId("voucher-preview")).toBeNull();
    const input = screen.getByLabelText("Code", { selector: "input" }) as HTMLInputElement;
    expect(input.value).toBe("");
    expect(input.readOnly).toBe(false);
    expect(screen.getByRole("button", { name: "Check code" })).toBeVisible();

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

  it.each<[VoucherPreview["effect"], Partial<VoucherPreview>, string]>([
    [
      "switch",
      { code: "PRO90", packageName: "Pro", days: 90, effect: "switch", carriedDays: 12 },
      `Your Starter subscription switches to Pro now. Your 12 unused days carry over: Pro until ${date(END)}.`,
    ],
    [
      "switch",
      { code: "PRO90", packageName: "Pro", days: 90, effect: "switch", carriedDays: 1 },
      `Your Starter subscription switches to Pro now. Your 1 unused day carries over: Pro until ${date(END)}.`,
    ],
    ["extend", { days: 30 }, `Adds 30 days to your Starter subscription: until ${date(END)}.`],
    ["start", { packageName: "Pro", effect: "start", currentPackageName: null }, `Starts Pro now, until ${date(END)}.`],
    [
      "start",
      { packageName: "Pro", effect: "start", currentPackageName: null, carriedDays: 3 },
      `Starts Pro now, with your 3 banked days added: until ${date(END)}.`,
    ],
    [
      "bonus",
      { packageUuid: null, packageName: null, days: 5, effect: "bonus" },
      `Adds 5 bonus days to your Starter subscription: until ${date(END)}.`,
    ],
    [
      "bonus",
      { packageUuid: null, packageName: null, days: 5, effect: "bonus", currentPackageName: null, endDate: null },
      "Adds 5 bonus days, banked until your next activation.",
    ],
  ])("says what the voucher will do before redeeming it: %s", async (effect, change, text) => {
    const user = userEvent.setup();
    const preview = { ...PREVIEW, ...change };
    const calls = setup(
      () => ({ body: { message: VOUCHER_MESSAGES.redeemed, days: preview.days, banked: false, endDate: END } }),
      () => redeemable(preview),
    );
    renderApp("/panel/vouchers");
    await check(user, preview.code);
    const shown = await screen.findByTestId("voucher-preview");
    expect(shown.getAttribute("data-effect")).toBe(effect);
    expect(screen.getByTestId("voucher-preview-effect").textContent).toBe(text);
    expect(screen.getByRole("button", { name: "Change code" })).toBeVisible();
    expect(redeemCalls(calls)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    await screen.findByTestId("voucher-outcome");
    expect(redeemCalls(calls)).toHaveLength(1);
  });

  it("says what the voucher will do in Indonesian", async () => {
    const user = userEvent.setup();
    setup(
      () => ({ body: {} }),
      () => redeemable({ ...PREVIEW, code: "PRO90", packageName: "Pro", days: 90, effect: "switch", carriedDays: 12 }),
    );
    renderApp("/id/panel/vouchers", { basepath: "/id", locale: "id" });
    const input = await screen.findByLabelText("Kode", { selector: "input" });
    await user.type(input, "PRO90");
    await user.click(screen.getByRole("button", { name: "Periksa kode" }));
    const shown = await screen.findByTestId("voucher-preview");
    const endId = new Intl.DateTimeFormat("id", { dateStyle: "medium" }).format(new Date(END));
    expect(shown.textContent).toContain("PRO90: Pro selama 90 hari");
    expect(screen.getByTestId("voucher-preview-effect").textContent).toBe(
      `Langganan Starter kamu beralih ke Pro sekarang. Sisa 12 hari yang belum terpakai ikut dibawa: Pro sampai ${endId}.`,
    );
    expect(screen.getByRole("button", { name: "Tukar" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Ganti kode" })).toBeVisible();
  });

  it("'Change code' goes back to the field without redeeming", async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ body: {} }));
    renderApp("/panel/vouchers");
    await check(user, "WELCOME7");
    await screen.findByTestId("voucher-preview");
    await user.click(screen.getByRole("button", { name: "Change code" }));
    expect(screen.queryByTestId("voucher-preview")).toBeNull();
    expect(screen.queryByRole("button", { name: "Redeem" })).toBeNull();
    const input = screen.getByLabelText("Code", { selector: "input" }) as HTMLInputElement;
    expect(input.readOnly).toBe(false);
    expect(input.value).toBe("WELCOME7");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(redeemCalls(calls)).toEqual([]);
  });

  it("says when the days were banked", async () => {
    const user = userEvent.setup();
    setup(() => ({ body: { message: VOUCHER_MESSAGES.redeemed, days: 3, banked: true, endDate: null } }));
    renderApp("/panel/vouchers");
    await redeem(user, "BONUS3");
    expect((await screen.findByTestId("voucher-outcome")).textContent).toContain(
      "3 days are banked and apply at your next activation.",
    );
  });

  it("shows a refused code's reason next to the field, with no preview and no invitation to try again", async () => {
    const user = userEvent.setup();
    // The text comes from the refusal's code, never from the server's message.
    const calls = setup(
      () => ({ body: {} }),
      () => refused("VOUCHER_ALREADY_REDEEMED", "server wording"),
    );
    renderApp("/panel/vouchers");
    await check(user, "WELCOME7");
    const input = screen.getByLabelText("Code", { selector: "input" });
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(fieldError(input)?.textContent).toBe("You have already redeemed this voucher");
    expect(fieldError(input)?.getAttribute("role")).toBe("alert");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByText("server wording")).toBeNull();
    expect(screen.queryByTestId("voucher-preview")).toBeNull();
    expect(screen.queryByTestId("voucher-outcome")).toBeNull();
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect((input as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole("button", { name: "Check code" })).toBeVisible();
    expect(redeemCalls(calls)).toEqual([]);
  });

  it.each<[VoucherRefusalCode, string]>([
    ["VOUCHER_UNKNOWN", "Kode voucher ini tidak ada"],
    ["VOUCHER_DISABLED", "Voucher ini dinonaktifkan"],
    ["VOUCHER_EXPIRED", "Voucher ini sudah kedaluwarsa"],
    ["VOUCHER_USED_UP", "Voucher ini sudah habis ditukarkan"],
    ["VOUCHER_ALREADY_REDEEMED", "Kamu sudah menukar voucher ini"],
  ])("says why a code is refused (%s) in Indonesian, with no failed request", async (code, text) => {
    const user = userEvent.setup();
    const calls = setup(
      () => ({ body: {} }),
      () => refused(code, "This voucher code does not exist"),
    );
    renderApp("/id/panel/vouchers", { basepath: "/id", locale: "id" });
    const input = await screen.findByLabelText("Kode", { selector: "input" });
    await user.type(input, "NOPE");
    await user.click(screen.getByRole("button", { name: "Periksa kode" }));
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(fieldError(input)?.textContent).toBe(text);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByText("This voucher code does not exist")).toBeNull();
    expect(screen.queryByText(/try again|coba lagi/i)).toBeNull();
    expect(screen.queryByTestId("voucher-preview")).toBeNull();
    // The check was asked once, and every request the page made was answered with success: the
    // browser logs no failed request for a wrong code.
    expect(calls.filter((c) => c.path === "/api/vouchers/preview").map((c) => c.body)).toEqual([{ code: "NOPE" }]);
    const answers = await Promise.all(vi.mocked(fetch).mock.results.map((r) => r.value as Promise<Response>));
    expect(answers).toHaveLength(calls.length);
    const failed = answers.flatMap((res, i) => (res.ok ? [] : [`${calls[i]?.method} ${calls[i]?.path} ${res.status}`]));
    expect(failed).toEqual([]);
    expect(redeemCalls(calls)).toEqual([]);
  });

  it("a code refused at the confirmation (used up meanwhile) goes back to the field, which says why", async () => {
    const user = userEvent.setup();
    setup(() => failure(409, VOUCHER_ERRORS.usedUp, "VOUCHER_USED_UP"));
    renderApp("/panel/vouchers");
    await redeem(user, "WELCOME7");
    const input = screen.getByLabelText("Code", { selector: "input" }) as HTMLInputElement;
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(fieldError(input)?.textContent).toBe("This voucher has been fully redeemed");
    expect(screen.queryByTestId("voucher-preview")).toBeNull();
    expect(input.readOnly).toBe(false);
  });

  it("invites a retry when the check fails for another reason", async () => {
    const user = userEvent.setup();
    const calls = setup(
      () => ({ body: {} }),
      () => failure(500, "boom", "INTERNAL_ERROR"),
    );
    renderApp("/panel/vouchers");
    await check(user, "WELCOME7");
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.textContent).toContain("The voucher could not be checked. Please try again.");
    expect(screen.getByTestId("voucher-failure-reason").textContent).toBe(en["error.INTERNAL_ERROR"]);
    expect(redeemCalls(calls)).toEqual([]);
  });

  it("invites a retry when the redemption fails for another reason, keeping the confirmation", async () => {
    const user = userEvent.setup();
    setup(() => failure(500, "boom", "INTERNAL_ERROR"));
    renderApp("/panel/vouchers");
    await redeem(user, "WELCOME7");
    const outcome = await screen.findByTestId("voucher-outcome");
    expect(outcome.textContent).toContain("Failed to redeem voucher. Please try again.");
    expect(screen.getByTestId("voucher-failure-reason").textContent).toBe(en["error.INTERNAL_ERROR"]);
    expect(screen.getByTestId("voucher-preview")).toBeVisible();
    expect(screen.getByRole("button", { name: "Redeem" })).toBeVisible();
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
    ).toBeVisible();
    expect(screen.queryByTestId("table-empty")).toBeNull();
    expect(screen.queryByText("No data available.")).toBeNull();
  });

  it("asks for a code before calling the server", async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ body: {} }));
    renderApp("/panel/vouchers");
    await screen.findByTestId("vouchers-heading");
    await user.click(screen.getByRole("button", { name: "Check code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Code is a required field");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
