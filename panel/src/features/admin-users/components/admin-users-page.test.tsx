import type { UserDto } from "@app/shared/schemas/users";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route as UsersRoute } from "../../../routes/_auth/panel/admin/users.tsx";
import { renderPage } from "../../../test/test-utils.tsx";
import { AdminUsersPage } from "./admin-users-page.tsx";

const USERS: UserDto[] = Array.from({ length: 12 }, (_, i) => ({
  uuid: `${String(i).padStart(8, "0")}-aaaa-4bbb-8ccc-${String(i).padStart(12, "0")}`,
  name: `User ${i}`,
  email: `user${i}@example.test`,
  phone: i === 0 ? null : `+62812000000${i}`,
  country: i === 0 ? null : "ID",
  role: i === 0 ? "admin" : "user",
  adminAccess: null,
  status: "active",
  referralCode: `CODE${i}`,
  profileComplete: i !== 0,
  hasPassword: true,
  emailVerified: i !== 2,
  renewalReminders: true,
  createdAt: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
}));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let statusFails = false;

function listCalls(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/users/list/pagination");
}

beforeEach(() => {
  statusFails = false;
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/users/list/pagination") {
      const page = Number(url.searchParams.get("page"));
      const limit = Number(url.searchParams.get("limit"));
      const search = url.searchParams.get("search") ?? "";
      const rows = USERS.filter((u) => u.name.includes(search));
      return json({
        error: false,
        data: rows.slice((page - 1) * limit, page * limit),
        meta: { page, limit, total: rows.length },
      });
    }
    if (url.pathname.startsWith("/api/users/status/") && init?.method === "PUT") {
      if (statusFails)
        return json(
          { error: true, code: "USER_OWN_STATUS", message: "You cannot change the status of your own account" },
          422,
        );
      const uuid = url.pathname.split("/").pop();
      const user = USERS.find((u) => u.uuid === uuid);
      return json({ error: false, data: { ...user, ...JSON.parse(String(init.body)) } });
    }
    return json({ error: true, code: "NOT_FOUND", message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.setItem("auth_token", "test-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderUsers = (url?: string) => renderPage("panel/admin/users", UsersRoute, AdminUsersPage, url);

describe("AdminUsersPage", () => {
  it("loads the first page with skeletons first, then rows, dates in the locale and the pager", async () => {
    renderUsers();
    expect((await screen.findAllByTestId("skeleton-row")).length).toBeGreaterThan(0);
    expect(await screen.findByText("User 0")).toBeVisible();
    expect(screen.queryAllByTestId("skeleton-row")).toHaveLength(0);
    expect(screen.getAllByTestId("table-row")).toHaveLength(10);

    const [first] = listCalls();
    expect(first?.searchParams.get("page")).toBe("1");
    expect(first?.searchParams.get("limit")).toBe("10");
    expect(first?.searchParams.get("sortBy")).toBe("createdAt");
    expect(first?.searchParams.get("sortOrder")).toBe("desc");
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer test-token");

    const row = screen.getByText("User 1").closest("tr") as HTMLElement;
    expect(within(row).getByText("00000001…").getAttribute("title")).toBe(USERS[1]?.uuid);
    const created = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(USERS[1]?.createdAt ?? ""));
    expect(within(row).getByText(created).tagName).toBe("TIME");
    expect(screen.getByTestId("pagination-range").textContent).toBe("Showing 1–10 of 12");
    expect(screen.getByRole("columnheader", { name: "Created" }).getAttribute("aria-sort")).toBe("descending");
  });

  it("puts filters, sort and pages in the URL and asks the API with them", async () => {
    const user = userEvent.setup();
    const router = renderUsers();
    await screen.findByText("User 0");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText("User 10")).toBeVisible();

    await user.clear(screen.getByRole("searchbox", { name: "Filter Name" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter Name" }), "User 1");
    await waitFor(() => expect(router.state.location.search).toEqual({ search: "User 1" }), { timeout: 2000 });
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get("search")).toBe("User 1"));
    expect(listCalls().at(-1)?.searchParams.get("page")).toBe("1");

    await user.selectOptions(screen.getByRole("combobox", { name: "Filter Status" }), "suspended");
    await waitFor(() => expect(router.state.location.search).toEqual({ search: "User 1", status: "suspended" }), {
      timeout: 2000,
    });

    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: "name", sortOrder: "asc" }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get("sortBy")).toBe("name"));
  });

  it("drops malformed search values", async () => {
    const router = renderUsers("/panel/admin/users?page=-3&status=nope&sortBy=password&limit=10");
    await screen.findByText("User 0");
    expect(router.state.location.search).toEqual({ limit: 10 });
  });

  it("switches a status only after the confirmation, then shows a success toast and refreshes", async () => {
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("User 3");
    const before = listCalls().length;
    const select = screen.getByRole("combobox", { name: "Status of User 3" }) as HTMLSelectElement;
    await user.selectOptions(select, "suspended");

    const dialog = screen.getByRole("alertdialog", { name: "Change this user's status?" });
    expect(dialog.textContent).toContain("The status of User 3 will change from Active to Suspended.");
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PUT")).toBe(false);
    expect(select.value).toBe("active");

    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PUT");
    expect(String(put?.[0])).toBe(`/api/users/status/${USERS[3]?.uuid}`);
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({ status: "suspended" });
    const toast = await screen.findByTestId("toast-success");
    expect(toast.getAttribute("role")).toBe("status");
    expect(toast.textContent).toContain("Status updated");
    expect(toast.textContent).toContain("User 3 is now Suspended.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it("keeps the dialog open and shows an error toast when the switch fails", async () => {
    const user = userEvent.setup();
    statusFails = true;
    renderUsers();
    await screen.findByText("User 0");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status of User 0" }), "inactive");
    await user.click(screen.getByRole("button", { name: "Yes, I'm sure" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not change the status");
    expect(alert.textContent).toContain("You cannot change the status of your own account");
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });

  it("shows an account its owner deleted as Deleted, without a switch, and never offers Deleted as a target", async () => {
    const deleted: UserDto = {
      ...(USERS[5] as UserDto),
      name: "Deleted user",
      email: "deleted-5f0c@deleted.invalid",
      phone: null,
      country: null,
      status: "deleted",
    };
    const list = [deleted, USERS[3] as UserDto];
    fetchMock.mockImplementation(async () =>
      json({ error: false, data: list, meta: { page: 1, limit: 10, total: list.length } }),
    );
    renderUsers();
    const row = (await screen.findByText("Deleted user")).closest("tr") as HTMLElement;
    expect(within(row).getByTestId("status-deleted").textContent).toBe("Deleted");
    expect(within(row).queryByRole("combobox")).toBeNull();
    const select = screen.getByRole("combobox", { name: "Status of User 3" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Active", "Inactive", "Pending", "Suspended"]);
    // The list can still be filtered by it.
    expect(screen.getAllByRole("option", { name: "Deleted" })).toHaveLength(1);
  });
});
