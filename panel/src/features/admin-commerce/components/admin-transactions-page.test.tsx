import type { TransactionDto } from "@app/shared/schemas/commerce";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const ROW: TransactionDto = {
  uuid: "11111111-2222-4333-8444-555555555555",
  packageName: "Pro",
  packageUuid: "5b0e6c1a-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
  days: 90,
  provider: "sandbox",
  amount: 129_000,
  discountAmount: 0,
  currency: "IDR",
  status: "completed",
  paymentUrl: null,
  userEmail: "buyer@example.com",
  createdAt: "2026-04-01T08:00:00.000Z",
  completedAt: "2026-04-01T08:01:00.000Z",
};

function setup() {
  return mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/transactions": () =>
      new Response(JSON.stringify({ error: false, data: [ROW], meta: { page: 1, limit: 10, total: 1 } }), {
        headers: { "Content-Type": "application/json" },
      }),
  });
}

describe("AdminTransactionsPage", () => {
  it("lists everyone's transactions with the buyer's email", async () => {
    setup();
    renderApp("/panel/admin/transactions");
    expect(await screen.findByText("buyer@example.com")).toBeVisible();
    const row = screen.getByTestId("table-row");
    expect(row.textContent).toContain("Pro");
    expect(row.textContent).toContain("Completed");
  });

  it("sends the search, the status and the date range (whole days, `to` inclusive)", async () => {
    const user = userEvent.setup();
    const calls = setup();
    const { router } = renderApp("/panel/admin/transactions");
    await screen.findByText("buyer@example.com");
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-04-01");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-04-30");
    await user.clear(screen.getByRole("searchbox", { name: "Filter User" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter User" }), "buyer@");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter Status" }), "completed");
    await waitFor(
      () =>
        expect(router.state.location.search).toEqual({
          from: "2026-04-01",
          to: "2026-04-30",
          search: "buyer@",
          status: "completed",
        }),
      { timeout: 2000 },
    );
    await waitFor(() => {
      const last = new URLSearchParams(calls.filter((c) => c.path === "/api/transactions").at(-1)?.search);
      expect(last.get("search")).toBe("buyer@");
      expect(last.get("status")).toBe("completed");
      expect(last.get("from")).toBe(new Date(2026, 3, 1).toISOString());
      expect(last.get("to")).toBe(new Date(2026, 4, 1).toISOString());
    });
  });
});
