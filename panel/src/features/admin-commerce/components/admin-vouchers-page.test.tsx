import type { VoucherDto } from "@app/shared/schemas/commerce";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, makeUser, mockApi, renderApp, STARTER_PACKAGE, signedInRoutes } from "../../../test/test-utils.tsx";

function voucher(code: string, overrides: Partial<VoucherDto> = {}): VoucherDto {
  return {
    uuid: `${code.toLowerCase().padEnd(8, "0").slice(0, 8)}-aaaa-4bbb-8ccc-000000000000`.replace(/[^0-9a-f-]/g, "a"),
    code,
    packageUuid: STARTER_PACKAGE.uuid,
    packageName: "Starter",
    days: 7,
    maxRedemptions: 100,
    redeemedCount: 3,
    perUserLimit: 1,
    redeemBy: null,
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function setup(initial: VoucherDto[] = [voucher("WELCOME7")]) {
  let list = initial;
  const calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/vouchers": () =>
      new Response(JSON.stringify({ error: false, data: list, meta: { page: 1, limit: 10, total: list.length } }), {
        headers: { "Content-Type": "application/json" },
      }),
    "GET /api/packages-subscriptions/list-all": () => ({ body: [STARTER_PACKAGE] }),
    "POST /api/vouchers": (call) => {
      const body = call.body as { quantity?: number; code?: string };
      const created = body.code
        ? [voucher(body.code.toUpperCase())]
        : Array.from({ length: body.quantity ?? 1 }, (_, i) => voucher(`GEN${i}ABCDEF`));
      list = [...created, ...list];
      return envelope(created, 201);
    },
    [`PUT /api/vouchers/${voucher("WELCOME7").uuid}`]: (call) => {
      list = list.map((v) => (v.code === "WELCOME7" ? { ...v, ...(call.body as object) } : v));
      return { body: list.find((v) => v.code === "WELCOME7") };
    },
    [`DELETE /api/vouchers/${voucher("WELCOME7").uuid}`]: () => {
      list = list.filter((v) => v.code !== "WELCOME7");
      return { body: { deleted: true } };
    },
  });
  return calls;
}

/** Enters `value` in the field labelled `label` (a choice in a select), then leaves it. */
async function fill(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
  else {
    await user.clear(field);
    await user.type(field, value);
  }
  await user.tab();
}

describe("AdminVouchersPage", () => {
  it("generates a batch of codes and shows them with copy buttons", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const calls = setup();
    renderApp("/panel/admin/vouchers");
    expect(await screen.findByText("WELCOME7")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Create vouchers" }));
    const dialog = await screen.findByRole("dialog", { name: "Create vouchers" });
    await user.click(within(dialog).getByLabelText("Generate codes"));
    await fill(user, "Number of codes", "3");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Starter" })).toBeVisible());
    await fill(user, "Package", STARTER_PACKAGE.uuid);
    // The package's own length is suggested.
    await waitFor(() => expect((screen.getByLabelText("Days") as HTMLInputElement).value).toBe("30"));
    await fill(user, "Max redemptions", "1");
    await fill(user, "Redeem by", "2026-12-31");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    const post = calls.find((c) => c.method === "POST" && c.path === "/api/vouchers");
    expect(post?.body).toMatchObject({
      quantity: 3,
      packageUuid: STARTER_PACKAGE.uuid,
      days: 30,
      maxRedemptions: 1,
      perUserLimit: 1,
      status: "active",
      redeemBy: new Date(2027, 0, 1).toISOString(),
    });
    expect(post?.body).not.toHaveProperty("code");

    const created = await screen.findByRole("dialog", { name: "3 voucher codes created" });
    expect(within(created).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(created).getByRole("button", { name: "Copy GEN0ABCDEF" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("GEN0ABCDEF"));
    await user.click(within(created).getByRole("button", { name: "Copy all" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("GEN0ABCDEF\nGEN1ABCDEF\nGEN2ABCDEF"));
    await user.click(within(created).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.getAllByTestId("table-row")).toHaveLength(4));
  });

  it("names a single created code in the singular", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    setup();
    renderApp("/panel/admin/vouchers");
    await user.click(await screen.findByRole("button", { name: "Create vouchers" }));
    const dialog = await screen.findByRole("dialog", { name: "Create vouchers" });
    await fill(user, "Code", "spring26");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Starter" })).toBeVisible());
    await fill(user, "Package", STARTER_PACKAGE.uuid);
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    const created = await screen.findByRole("dialog", { name: "1 voucher code created" });
    await user.click(within(created).getByRole("button", { name: "Copy SPRING26" }));
    expect(await screen.findByText("1 code copied to the clipboard")).toBeVisible();
  });

  it("shows the state a redemption would meet: expired and used-up codes are not Active", async () => {
    setup([
      voucher("WELCOME7", { redeemBy: new Date(Date.now() + 86_400_000).toISOString() }),
      voucher("EXPIRED1", { redeemBy: new Date(Date.now() - 60_000).toISOString() }),
      voucher("USEDUP01", { maxRedemptions: 5, redeemedCount: 5 }),
      voucher("PAUSED01", { status: "disabled", redeemedCount: 100 }),
    ]);
    renderApp("/panel/admin/vouchers");
    await screen.findByText("EXPIRED1");
    const state = (code: string) => {
      const row = screen.getAllByTestId("table-row").find((r) => r.textContent?.includes(code));
      return row ? within(row).getByTestId("voucher-state").textContent : null;
    };
    expect(state("WELCOME7")).toBe("Active");
    expect(state("EXPIRED1")).toBe("Expired");
    expect(state("USEDUP01")).toBe("Used up");
    expect(state("PAUSED01")).toBe("Disabled");
    // Enabling and disabling stays available whatever the state.
    expect(screen.getByRole("button", { name: "Disable EXPIRED1" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Enable PAUSED01" })).toBeVisible();
  });

  it("validates the chosen code with the shared messages", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/admin/vouchers");
    await user.click(await screen.findByRole("button", { name: "Create vouchers" }));
    const dialog = await screen.findByRole("dialog", { name: "Create vouchers" });
    await fill(user, "Code", "ab");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Code must be at least 4 characters")).toBeVisible();
    expect(within(dialog).getByText("Package is a required field")).toBeVisible();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("disables a voucher and deletes it after the confirmation", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/admin/vouchers");
    await user.click(await screen.findByRole("button", { name: "Disable WELCOME7" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "disabled" }));
    expect(await screen.findByRole("button", { name: "Enable WELCOME7" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Delete WELCOME7" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete voucher WELCOME7?" });
    await user.click(within(confirm).getByRole("button", { name: "Yes, I'm sure" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
    await waitFor(() => expect(screen.getByTestId("table-empty")).toBeVisible());
  });
});
