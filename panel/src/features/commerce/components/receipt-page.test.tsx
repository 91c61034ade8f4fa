import type { ReceiptDto, TransactionDto } from "@app/shared/schemas/commerce";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const TX = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const PAID = "2026-03-01T08:05:00.000Z";
const END = "2026-03-31T08:05:00.000Z";
const plain = (text: string | null | undefined) => (text ?? "").replace(/\u00a0|\u202f/g, " ");
const long = (iso: string, locale = "en") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));

function receipt(overrides: Partial<ReceiptDto> = {}): ReceiptDto {
  return {
    uuid: TX,
    paidAt: PAID,
    customer: { name: "Rina Wijaya", email: "rina@example.com" },
    packageName: "Pro",
    days: 30,
    period: { start: PAID, end: END },
    provider: "sandbox",
    currency: "IDR",
    listPrice: 129_000,
    discount: 12_900,
    amount: 116_100,
    tax: { label: "PPN", ratePercent: 11, amount: 11_506 },
    merchant: {
      name: "PT Premium Hub Indonesia",
      email: "billing@premiumhub.test",
      address: "Jl. Jenderal Sudirman No. 1, Jakarta",
      taxId: "01.234.567.8-901.000",
      tax: { label: "PPN", ratePercent: 11 },
    },
    ...overrides,
  };
}

function setup(answer: () => ReceiptDto | Response = () => receipt()) {
  return mockApi({
    ...signedInRoutes(makeUser()),
    [`GET /api/transactions/${TX}/receipt`]: () => {
      const value = answer();
      return value instanceof Response ? value : { body: value };
    },
    [`GET /api/transactions/${TX}/receipt.pdf`]: () =>
      new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="receipt-${TX.slice(0, 8)}.pdf"`,
        },
      }),
  });
}

describe("ReceiptPage", () => {
  it("shows the seller, the buyer, the package with its period, the method and the amounts with the tax", async () => {
    setup();
    renderApp(`/panel/transactions/${TX}/receipt`);
    const page = await screen.findByTestId("receipt");
    expect(within(page).getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
    expect(document.title).toBe("Receipt · PremiumHub");
    expect(within(page).getByText("Paid")).toBeVisible();
    const merchant = within(page).getByTestId("receipt-merchant");
    expect(merchant.textContent).toContain("PT Premium Hub Indonesia");
    expect(merchant.textContent).toContain("Jl. Jenderal Sudirman No. 1, Jakarta");
    expect(merchant.textContent).toContain("Tax ID: 01.234.567.8-901.000");
    expect(within(merchant).getByRole("link", { name: "billing@premiumhub.test" }).getAttribute("href")).toBe(
      "mailto:billing@premiumhub.test",
    );
    expect(within(page).getByTestId("receipt-transaction-id").textContent).toBe(TX);
    expect(within(page).getByTestId("receipt-paid-at").getAttribute("datetime")).toBe(PAID);
    expect(within(page).getByTestId("receipt-method").textContent).toBe("Test payment (sandbox)");
    expect(within(page).getByTestId("receipt-customer").textContent).toContain("Rina Wijaya");
    expect(within(page).getByTestId("receipt-customer").textContent).toContain("rina@example.com");
    expect(within(page).getByTestId("receipt-package").textContent).toBe("Pro package");
    expect(within(page).getByTestId("receipt-period").textContent).toBe(`${long(PAID)} – ${long(END)} (30 days)`);
    expect(plain(within(page).getByRole("row", { name: /List price/ }).textContent)).toContain("IDR 129,000");
    expect(plain(within(page).getByTestId("receipt-discount").textContent)).toBe("−IDR 12,900");
    expect(plain(within(page).getByTestId("receipt-amount").textContent)).toBe("IDR 116,100");
    expect(plain(within(page).getByTestId("receipt-tax").textContent)).toBe("Includes PPN 11%: IDR 11,506");
    expect(page.textContent).toContain(
      "Questions about this payment? Write to billing@premiumhub.test and quote the transaction ID.",
    );
  });

  it("speaks Indonesian, and leaves out the tax line, the discount and the dates when there are none", async () => {
    setup(() => receipt({ tax: null, discount: 0, listPrice: 116_100, period: null, provider: "xendit" }));
    renderApp(`/panel/transactions/${TX}/receipt`, { locale: "id" });
    const page = await screen.findByTestId("receipt");
    expect(within(page).getByRole("heading", { level: 1, name: "Kuitansi" })).toBeVisible();
    expect(within(page).getByText("Lunas")).toBeVisible();
    expect(within(page).getByTestId("receipt-package").textContent).toBe("Paket Pro");
    expect(within(page).getByTestId("receipt-period").textContent).toBe("Langganan 30 hari");
    expect(within(page).getByTestId("receipt-method").textContent).toBe("Xendit (transfer bank, e-wallet, atau kartu)");
    expect(plain(within(page).getByTestId("receipt-amount").textContent)).toBe("Rp 116.100");
    expect(within(page).getByTestId("receipt-merchant").textContent).toContain("NPWP: 01.234.567.8-901.000");
    expect(within(page).queryByTestId("receipt-tax")).toBeNull();
    expect(within(page).queryByTestId("receipt-discount")).toBeNull();
    expect(within(page).queryByText("Harga normal")).toBeNull();
    expect(screen.getByRole("button", { name: "Cetak" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Unduh PDF" })).toBeVisible();
  });

  it("prints, and downloads the PDF in the page's language and the browser's time zone", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const createObjectURL = vi.fn(() => "blob:receipt");
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      click.mockRestore();
    });
    const calls = setup();
    renderApp(`/panel/transactions/${TX}/receipt`, { locale: "id" });
    await user.click(await screen.findByTestId("receipt-print"));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByTestId("receipt-download"));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = calls.find((c) => c.path === `/api/transactions/${TX}/receipt.pdf`);
    const query = new URLSearchParams(pdf?.search);
    expect(query.get("locale")).toBe("id");
    expect(query.get("tz")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(pdf?.headers.get("authorization")).toBe("Bearer test-token");
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`receipt-${TX.slice(0, 8)}.pdf`);
    // On paper only the receipt: the print rules hide everything else.
    expect(document.querySelector("style")?.textContent).toContain("[data-receipt]");
    expect(screen.getByTestId("receipt-actions").className).toContain("print:hidden");
  });

  it("has no receipt for a transaction the API does not give one for, nor for a malformed id", async () => {
    setup(() => failure(404, "Receipt not found", "NOT_FOUND"));
    renderApp(`/panel/transactions/${TX}/receipt`);
    const missing = await screen.findByTestId("receipt-missing");
    expect(missing.textContent).toContain(
      "There is no receipt for this transaction. Receipts exist only for completed payments of your account.",
    );
    expect(within(missing).getByRole("link", { name: "Back to My transactions" }).getAttribute("href")).toBe(
      "/panel/transactions",
    );
    expect(screen.queryByTestId("receipt-download")).toBeNull();
  });

  it("does not ask the API about an id that is no uuid", async () => {
    const calls = setup();
    renderApp("/panel/transactions/not-a-uuid/receipt");
    expect(await screen.findByTestId("receipt-missing")).toBeVisible();
    expect(calls.some((c) => c.path.includes("/receipt"))).toBe(false);
  });

  it("opens from the payment-result notice once the payment is completed", async () => {
    const user = userEvent.setup();
    const completed: TransactionDto = {
      uuid: TX,
      packageName: "Pro",
      packageUuid: "5b0e6c1a-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
      days: 30,
      provider: "sandbox",
      amount: 116_100,
      discountAmount: 12_900,
      currency: "IDR",
      status: "completed",
      paymentUrl: null,
      userEmail: null,
      createdAt: PAID,
      completedAt: PAID,
    };
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: [] }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/user-information": () => ({
        body: { startDate: PAID, endDate: END, package: null, status: "Active", bankedDays: 0 },
      }),
      "GET /api/transactions": () => ({ body: [completed] }),
      [`GET /api/transactions/${TX}/receipt`]: () => ({ body: receipt() }),
    });
    const { router } = renderApp(`/panel?payment=success&transaction=${TX}`);
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("completed"));
    const link = within(screen.getByTestId("payment-return")).getByRole("link", { name: "View receipt" });
    expect(link.getAttribute("href")).toBe(`/panel/transactions/${TX}/receipt`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/panel/transactions/${TX}/receipt`));
    expect((await screen.findByTestId("receipt-transaction-id")).textContent).toBe(TX);
  });
});
