import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { dataLayerEvents, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const devices = [
  {
    id: "0b6c1e8a-7f3d-4c2b-9a1e-5d4c3b2a1f00",
    browser: "Chrome",
    os: "Windows",
    firstSeen: "2026-01-02T03:04:05.000Z",
    lastSeen: "2026-01-03T03:04:05.000Z",
    current: true,
  },
  {
    id: "1c7d2f9b-8a4e-4d3c-8b2f-6e5d4c3b2a10",
    browser: "Firefox",
    os: "Linux",
    firstSeen: "2025-12-01T00:00:00.000Z",
    lastSeen: "2025-12-02T00:00:00.000Z",
    current: false,
  },
];

function setup() {
  const user = makeUser();
  let list = [...devices];
  const calls = mockApi({
    ...signedInRoutes(user),
    "GET /api/countries": () => ({ body: [{ code: "ID", name: "Indonesia", dialCode: "+62" }] }),
    "GET /api/users/devices/active": () => ({ body: list }),
    [`DELETE /api/users/devices/${devices[1]?.id}`]: () => {
      list = list.filter((d) => d.id !== devices[1]?.id);
      return { body: null };
    },
    "PUT /api/users/me": (call) => ({ body: { ...user, ...(call.body as object) } }),
  });
  return calls;
}

describe("ProfilePage", () => {
  it("shows the saved country once the country list has loaded after the form (issue 28)", async () => {
    let release: () => void = () => {};
    const listed = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      ...signedInRoutes(makeUser({ country: "US", phone: "+12025550143" })),
      "GET /api/countries": async () => {
        await listed;
        return new Response(
          JSON.stringify({
            error: false,
            data: [
              { code: "ID", name: "Indonesia", dialCode: "+62" },
              { code: "US", name: "United States", dialCode: "+1" },
            ],
          }),
          { headers: { "Content-Type": "application/json" } },
        );
      },
      "GET /api/users/devices/active": () => ({ body: devices }),
    });
    renderApp("/panel/profile");
    const select = (await screen.findByLabelText("Country")) as HTMLSelectElement;
    expect(select.value).toBe("");
    release();
    // (The select is mounted again once the options exist: read it anew.)
    await waitFor(() => expect((screen.getByLabelText("Country") as HTMLSelectElement).value).toBe("US"));
  });

  it("lists the devices; only other devices can be signed out, after confirming", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/profile");
    const table = await screen.findByTestId("devices-table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Chrome on Windows");
    expect(rows[0]?.textContent).toContain("This device");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();

    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: /Sign out/ }));
    await user.click(await screen.findByRole("button", { name: "Yes, I'm sure" }));
    await waitFor(() => expect(within(screen.getByTestId("devices-table")).getAllByRole("row")).toHaveLength(2));
    expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith(devices[1]?.id ?? ""))).toBe(true);
  });

  it("on a phone lists the devices as cards, with every date and the sign-out at the foot", async () => {
    const user = userEvent.setup();
    // Narrower than the `sm` breakpoint.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const calls = setup();
    renderApp("/panel/profile");
    const list = await screen.findByRole("list", { name: "Active devices" });
    expect(screen.queryByTestId("devices-table")).toBeNull();
    const cards = within(list).getAllByTestId("device-card");
    expect(cards).toHaveLength(2);
    const [current, other] = cards as [HTMLElement, HTMLElement];
    expect(current.textContent).toContain("Chrome on Windows");
    expect(current.textContent).toContain("This device");
    expect(within(current).queryByRole("button")).toBeNull();
    expect(
      within(other)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["First seen", "Last seen"]);
    expect(within(other).getAllByRole("definition")).toHaveLength(2);

    await user.click(within(other).getByRole("button", { name: /Sign out/ }));
    await user.click(await screen.findByRole("button", { name: "Yes, I'm sure" }));
    await waitFor(() => expect(screen.getAllByTestId("device-card")).toHaveLength(1));
    expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith(devices[1]?.id ?? ""))).toBe(true);
  });

  it("saves name, phone (E.164) and country and updates the shell", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/profile");
    await screen.findByTestId("profile-heading");
    const name = await screen.findByLabelText("Name", { selector: "input" });
    await user.clear(name);
    await user.type(name, "Rina W.");
    const phone = screen.getByLabelText("Phone number", { selector: "input" });
    await user.clear(phone);
    await user.type(phone, "0813 1111 2222");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Rina W.",
      phone: "+6281311112222",
      country: "ID",
    });
    await waitFor(() => expect(screen.getByTestId("shell-user-name").textContent).toBe("Signed in as Rina W."));
    expect(dataLayerEvents()).toContain("profile_updated");
  });

  it("turns the reminders before the end off and on; the box saves at once and says so (issue 43)", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/profile");
    const box = await screen.findByRole("checkbox", { name: "Remind me before my subscription ends" });
    expect(box).toBeChecked();
    expect(screen.getByText(/7, 3 and 1 days before the end date/)).toBeVisible();
    await user.click(box);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ renewalReminders: false }]),
    );
    expect(await screen.findByText("Reminders are off.")).toBeVisible();
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(box);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ renewalReminders: true });
    await waitFor(() => expect(box).toBeChecked());
  });

  it("says it in Indonesian", async () => {
    setup();
    renderApp("/panel/profile", { locale: "id" });
    expect(await screen.findByRole("checkbox", { name: "Ingatkan aku sebelum langgananku berakhir" })).toBeChecked();
  });
});
