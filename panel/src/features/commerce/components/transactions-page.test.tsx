import type { TransactionDto } from "@app/shared/schemas/commerce";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const plain = (text: string | null | undefined) => (text ?? "").replace(/\u00a0|\u202f/g, " ");

const ROWS: TransactionDto[] = [
  {
    uuid: "11111111-2222-4333-8444-555555555555",
    packageName: "Pro",
    packageUuid: "5b0e6c1a-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
    days: 90,
    provider: "sandbox",
    amount: 116_100,
    discountAmount: 12_900,
    currency: "IDR",
    status: "pending",
    paymentUrl: "http://localhost/api/payments/sandbox/11111111-2222-4333-8444-555555555555",
    userEmail: null,
    createdAt: "2026-04-01T08:00:00.000Z",
    completedAt: null,
  },
  {
    uuid: "66666666-2222-4333-8444-555555555555",
    packageName: "Starter",
    packageUuid: "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
    days: 30,
    provider: "coinbase",
    amount: 1_999,
    discountAmount: 0,
    currency: "USD",
    status: "completed",
    paymentUrl: null,
    userEmail: null,
    createdAt: "2026-03-01T08:00:00.000Z",
    completedAt: "2026-03-01T08:05:00.000Z",
  },
];

function setup() {
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/transactions": (call) => {
      const params = new URLSearchParams(call.search);
      const status = params.get("status");
      const search = params.get("search") ?? "";
      const rows = ROWS.filter((r) => (!status || r.status === status) && r.packageName.includes(search));
      return new Response(
        JSON.stringify({ error: false, data: rows, meta: { page: 1, limit: 10, total: rows.length } }),
        {
          headers: { "Content-Type": "application/json" },
        },
      );
    },
  });
}

describe("TransactionsPage", () => {
  it("lists the transactions with money in their currency, statuses, and links: resume a pending one, a completed one's receipt", async () => {
    setup();
    renderApp("/panel/transactions");
    expect((await screen.findByTestId("transactions-heading")).textContent).toBe("My transactions");
    await waitFor(() => expect(screen.getAllByTestId("table-row")).toHaveLength(2));
    const pending = screen.getByText("Pro").closest("tr") as HTMLElement;
    expect(plain(pending.textContent)).toContain("IDR 116,100");
    expect(plain(pending.textContent)).toContain("incl. IDR 12,900 discount");
    expect(pending.textContent).toContain("Pending");
    expect(within(pending).getByRole("link", { name: "Resume payment" }).getAttribute("href")).toBe(
      ROWS[0]?.paymentUrl,
    );
    const done = screen.getByText("Starter").closest("tr") as HTMLElement;
    expect(done.textContent).toContain("$19.99");
    expect(done.textContent).toContain("Completed");
    const receipt = within(done).getByRole("link", { name: "Receipt of transaction 66666666" });
    expect(receipt.textContent).toBe("Receipt");
    expect(receipt.getAttribute("href")).toBe(`/panel/transactions/${ROWS[1]?.uuid}/receipt`);
    expect(within(pending).queryByRole("link", { name: /Receipt/ })).toBeNull();
  });

  it("filters by status and searches (debounced), with the state in the URL", async () => {
    const user = userEvent.setup();
    const calls = setup();
    const { router } = renderApp("/panel/transactions");
    await waitFor(() => expect(screen.getAllByTestId("table-row")).toHaveLength(2));
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter Status" }), "completed");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "completed" }), { timeout: 2000 });
    await waitFor(() => expect(screen.getAllByTestId("table-row")).toHaveLength(1));
    await user.clear(screen.getByRole("searchbox", { name: "Filter Package" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter Package" }), "Star");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "completed", search: "Star" }), {
      timeout: 2000,
    });
    const last = new URLSearchParams(calls.filter((c) => c.path === "/api/transactions").at(-1)?.search);
    expect(last.get("search")).toBe("Star");
    expect(last.get("status")).toBe("completed");
    expect(last.get("page")).toBe("1");
  });
});
