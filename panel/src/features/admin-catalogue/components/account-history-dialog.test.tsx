import type { ServiceDto } from "@app/shared/schemas/catalogue";
import type { AccountHolding, ServiceAccountDto } from "@app/shared/schemas/service-accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type ApiHandler,
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

const SERVICE = "0b7c1e0a-1111-4c3d-8e9f-000000000001";
const OTHER_SERVICE = "0b7c1e0a-1111-4c3d-8e9f-000000000002";
const ACCOUNT = "0b7c1e0a-2222-4c3d-8e9f-000000000001";
const SPARE = "0b7c1e0a-2222-4c3d-8e9f-000000000002";
const USER = (n: number) => `0b7c1e0a-4444-4c3d-8e9f-00000000000${n}`;
const HISTORY = `/api/services/${SERVICE}/accounts/${ACCOUNT}/history`;

const service = (overrides: Partial<ServiceDto> = {}): ServiceDto => ({
  uuid: SERVICE,
  name: "Netflix",
  slug: "netflix",
  logo: null,
  type_service: "cookie",
  categoryUuid: null,
  categoryName: null,
  categoryNameIndonesian: null,
  status: "active",
  description: null,
  accessUrl: "https://www.netflix.com/browse",
  hasSecret: true,
  blockedUrls: [],
  probeUrl: null,
  probeSignedInText: null,
  probeSignedOutText: null,
  health: "operational",
  healthSince: null,
  sortOrder: 0,
  ...overrides,
});

const account = (overrides: Partial<ServiceAccountDto>): ServiceAccountDto => ({
  id: ACCOUNT,
  serviceUuid: SERVICE,
  label: "Family 1",
  seats: 3,
  seatsUsed: 1,
  active: true,
  hasSession: true,
  expiresAt: null,
  health: "healthy",
  healthSince: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  ...overrides,
});

const HOLDINGS: AccountHolding[] = [
  {
    userId: USER(1),
    email: "rina@example.com",
    from: "2026-05-03T08:00:00.000Z",
    to: null,
    endReason: null,
    opens: 1234,
    lastOpenAt: "2026-05-04T09:30:00.000Z",
  },
  {
    userId: USER(2),
    email: "budi@example.com",
    from: "2026-05-01T08:00:00.000Z",
    to: "2026-05-02T08:00:00.000Z",
    endReason: "failover",
    opens: 3,
    lastOpenAt: "2026-05-01T12:00:00.000Z",
  },
  {
    userId: USER(3),
    email: "sari@example.com",
    from: "2026-04-01T08:00:00.000Z",
    to: "2026-04-30T08:00:00.000Z",
    endReason: "subscription-ended",
    opens: 0,
    lastOpenAt: null,
  },
];

let services: ServiceDto[];
let history: ApiHandler;
let calls: RecordedCall[];

beforeEach(() => {
  services = [service()];
  history = () => ({ body: HOLDINGS });
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/category-services": () => ({ body: [] }),
    "GET /api/services": () => ({ body: services }),
    [`GET /api/services/${OTHER_SERVICE}`]: () => ({
      body: service({ uuid: OTHER_SERVICE, name: "Canva", slug: "canva" }),
    }),
    [`GET /api/services/${SERVICE}/accounts`]: () => ({
      body: [account({}), account({ id: SPARE, label: "Spare" })],
    }),
    [`GET /api/services/${OTHER_SERVICE}/accounts`]: () => ({
      body: [account({ serviceUuid: OTHER_SERVICE, label: "Team" })],
    }),
    [`GET ${HISTORY}`]: (call) => history(call),
    [`GET /api/services/${OTHER_SERVICE}/accounts/${ACCOUNT}/history`]: () => ({ body: HOLDINGS.slice(1, 2) }),
  });
});

const at = (iso: string, locale = "en") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

async function openAccounts(locale: "en" | "id" = "en") {
  if (locale === "id") renderApp("/id/panel/admin/services", { basepath: "/id", locale });
  else renderApp("/panel/admin/services");
  const user = userEvent.setup();
  await user.click(await screen.findByTestId("service-accounts-button", {}, { timeout: 4000 }));
  const dialog = screen.getByRole("dialog", { name: locale === "id" ? "Akun Netflix" : "Accounts of Netflix" });
  await within(dialog).findAllByTestId("account-row");
  return { user, dialog };
}

const text = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;

describe("account history", () => {
  it("opens from the keyboard and lists the holders, the current one first", async () => {
    const { user, dialog } = await openAccounts();
    const [first] = within(dialog).getAllByTestId("account-row");
    if (!first) throw new Error("row expected");
    const button = within(first).getByRole("button", { name: "History of Family 1" });
    expect(button.textContent).toBe("History");
    button.focus();
    await user.keyboard("{Enter}");

    const historyDialog = await screen.findByRole("dialog", { name: "History of Family 1" });
    const rows = await within(historyDialog).findAllByTestId("holding-row");
    expect(rows).toHaveLength(3);
    const [current, moved, ended] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(text(current, "holding-email")).toBe("rina@example.com");
    expect(current.getAttribute("data-current")).toBe("true");
    expect(text(current, "holding-from")).toBe(at("2026-05-03T08:00:00.000Z"));
    expect(text(current, "holding-to")).toBe("Now");
    expect(text(current, "holding-reason")).toBe("—");
    expect(text(current, "holding-opens")).toBe("1,234");
    expect(text(current, "holding-last-open")).toBe(at("2026-05-04T09:30:00.000Z"));

    expect(text(moved, "holding-to")).toBe(at("2026-05-02T08:00:00.000Z"));
    expect(text(moved, "holding-reason")).toBe("Moved: account was down");
    expect(text(ended, "holding-reason")).toBe("Subscription ended");
    expect(text(ended, "holding-last-open")).toBe("Never");
    expect(
      within(current)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["From", "To", "Why it ended", "Opens", "Last open"]);
    expect(calls.filter((c) => c.path === HISTORY)).toHaveLength(1);

    // Escape closes the history only; the accounts stay, with the focus back on the button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "History of Family 1" })).toBeNull());
    expect(screen.getByRole("dialog", { name: "Accounts of Netflix" })).toBeVisible();
    expect(document.activeElement).toBe(button);
  });

  it("translates every reason an assignment ends for", async () => {
    history = () => ({
      body: (["subscription-ended", "failover", "admin", "disabled", "deleted"] as const).map((endReason, n) => ({
        ...HOLDINGS[1],
        userId: USER(n + 1),
        endReason,
      })),
    });
    const { user, dialog } = await openAccounts("id");
    await user.click(within(dialog).getAllByTestId("account-history-button")[0] as HTMLElement);
    const historyDialog = await screen.findByRole("dialog", { name: "Riwayat Family 1" });
    const rows = await within(historyDialog).findAllByTestId("holding-row");
    expect(rows.map((row) => text(row, "holding-reason"))).toEqual([
      "Langganan berakhir",
      "Dipindahkan: akun tidak berfungsi",
      "Dipindahkan oleh admin",
      "Akun dinonaktifkan",
      "Akun dihapus",
    ]);
    expect(text(rows[0] as HTMLElement, "holding-from")).toBe(at("2026-05-01T08:00:00.000Z", "id"));
  });

  it("says when nobody has held the account yet", async () => {
    history = () => ({ body: [] });
    const { user, dialog } = await openAccounts();
    await user.click(within(dialog).getAllByTestId("account-history-button")[0] as HTMLElement);
    const historyDialog = await screen.findByRole("dialog", { name: "History of Family 1" });
    expect((await within(historyDialog).findByTestId("account-history-empty")).textContent).toBe(
      "Nobody has held this account yet",
    );
  });

  it("shows loading, then a failure with a retry", async () => {
    let answer: (response: Response) => void = () => {};
    history = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user, dialog } = await openAccounts();
    await user.click(within(dialog).getAllByTestId("account-history-button")[0] as HTMLElement);
    const historyDialog = await screen.findByRole("dialog", { name: "History of Family 1" });
    expect(within(historyDialog).getByTestId("account-history-loading").getAttribute("aria-busy")).toBe("true");
    history = () => failure(500, "Boom", "INTERNAL_ERROR");
    answer(failure(500, "Boom", "INTERNAL_ERROR"));
    const alert = await within(historyDialog).findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("The history could not be loaded.");

    history = () => ({ body: HOLDINGS });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(historyDialog).findAllByTestId("holding-row")).toHaveLength(3);
  });

  it("opens from the URL, also for a service that is not on the page shown", async () => {
    const { router } = renderApp(`/panel/admin/services?accounts=${OTHER_SERVICE}&history=${ACCOUNT}`);
    const historyDialog = await screen.findByRole("dialog", { name: "History of Team" }, { timeout: 4000 });
    const rows = await within(historyDialog).findAllByTestId("holding-row");
    expect(rows.map((row) => text(row, "holding-email"))).toEqual(["budi@example.com"]);
    expect(screen.getByRole("dialog", { name: "Accounts of Canva" })).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/services/${OTHER_SERVICE}`)).toBe(true);

    const user = userEvent.setup();
    await user.click(within(historyDialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ accounts: OTHER_SERVICE }));
    expect(screen.getByRole("dialog", { name: "Accounts of Canva" })).toBeVisible();
    await user.click(
      within(screen.getByRole("dialog", { name: "Accounts of Canva" })).getByRole("button", { name: "Close" }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("drops a malformed account id from the URL", async () => {
    const { router } = renderApp(`/panel/admin/services?accounts=${SERVICE}&history=nope`);
    const dialog = await screen.findByRole("dialog", { name: "Accounts of Netflix" }, { timeout: 4000 });
    await within(dialog).findAllByTestId("account-row");
    expect(screen.queryByRole("dialog", { name: /^History/ })).toBeNull();
    expect(router.state.location.search).toEqual({ accounts: SERVICE, history: undefined });
    // The list is read once, without the dialog's params.
    expect(calls.find((c) => c.path === "/api/services")?.search).toBe("?page=1&limit=10");
  });
});
