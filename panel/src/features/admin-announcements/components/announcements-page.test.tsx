import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const EXISTING: AnnouncementDto = {
  uuid: "0b6f3c1e-2a4d-4e8f-9a1b-1c2d3e4f5a6b",
  titleEn: "Welcome",
  titleId: "Selamat datang",
  bodyEn: "Hello",
  bodyId: "Halo",
  htmlEn: "<p>Hello</p>",
  htmlId: "<p>Halo</p>",
  level: "info",
  audience: "everyone",
  startsAt: null,
  endsAt: null,
  published: true,
  createdAt: "2026-11-01T00:00:00.000Z",
};

function setup() {
  let list = [EXISTING];
  const calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/notifications": () => ({ body: list }),
    "POST /api/notifications/preview": (call) => ({
      body: { html: `<p>${(call.body as { markdown: string }).markdown}</p>` },
    }),
    "POST /api/notifications": (call) => {
      const created = { ...EXISTING, ...(call.body as object), uuid: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a" };
      list = [created as AnnouncementDto, ...list];
      return envelope(created, 201);
    },
    [`DELETE /api/notifications/${EXISTING.uuid}`]: () => {
      list = list.filter((a) => a.uuid !== EXISTING.uuid);
      return { body: { deleted: true } };
    },
  });
  return calls;
}

describe("AnnouncementsPage", () => {
  it("writes an announcement in both languages with a live preview and a schedule", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/admin/announcements");
    expect(await screen.findByText("Welcome")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "New announcement" }));
    const dialog = await screen.findByRole("dialog", { name: "New announcement" });
    await user.clear(within(dialog).getByLabelText("Title (English)"));
    await user.type(within(dialog).getByLabelText("Title (English)"), "Maintenance");
    await user.clear(within(dialog).getByLabelText("Message (English)"));
    await user.type(within(dialog).getByLabelText("Message (English)"), "Down at **22:00**");

    // The preview is asked for once the text is quiet (debounced), not per keystroke.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/notifications/preview").map((c) => c.body)).toEqual([
        { markdown: "Down at **22:00**" },
      ]),
    );
    expect((await within(dialog).findByTestId("markdown-preview-frame")).getAttribute("srcdoc")).toContain(
      "Down at **22:00**",
    );

    // The Indonesian tab is still empty: saving opens it and shows its errors.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const idTab = await within(dialog).findByRole("tab", { name: "Indonesian (needs attention)" });
    expect(idTab.getAttribute("aria-selected")).toBe("true");
    expect(within(dialog).getByText("Title (Indonesian) is a required field")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Title (Indonesian)"));
    await user.type(within(dialog).getByLabelText("Title (Indonesian)"), "Pemeliharaan");
    await user.clear(within(dialog).getByLabelText("Message (Indonesian)"));
    await user.type(within(dialog).getByLabelText("Message (Indonesian)"), "Mati pukul 22.00");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "warning");
    await user.clear(within(dialog).getByLabelText("Show from"));
    await user.type(within(dialog).getByLabelText("Show from"), "2026-12-01T08:00");
    await user.clear(within(dialog).getByLabelText("Show until"));
    await user.type(within(dialog).getByLabelText("Show until"), "2026-12-01T07:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The end must be after the start.")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Show until"));
    await user.type(within(dialog).getByLabelText("Show until"), "2026-12-02T08:00");
    await user.click(within(dialog).getByLabelText("Published"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const created = calls.find((c) => c.method === "POST" && c.path === "/api/notifications");
    expect(created?.body).toEqual({
      titleEn: "Maintenance",
      titleId: "Pemeliharaan",
      bodyEn: "Down at **22:00**",
      bodyId: "Mati pukul 22.00",
      level: "warning",
      audience: "everyone",
      startsAt: new Date("2026-12-01T08:00").toISOString(),
      endsAt: new Date("2026-12-02T08:00").toISOString(),
      published: true,
    });
    expect(await screen.findByText("Maintenance")).toBeVisible();
  });

  it("deletes an announcement only after the confirmation", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/admin/announcements");
    await screen.findByText("Welcome");
    await user.click(screen.getByRole("button", { name: "Delete Welcome" }));
    const confirm = await screen.findByRole("alertdialog", { name: 'Delete the announcement "Welcome"?' });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Yes, I'm sure" }));
    await waitFor(() => expect(screen.queryByText("Welcome")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === `/api/notifications/${EXISTING.uuid}`)).toBe(true);
  });
});
