import type { SupportConversationDto, SupportPostResult } from "@app/shared/schemas/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const UUID = "6f1c2b3a-1111-4c3d-8e9f-000000000001";

const conversation: SupportConversationDto = {
  uuid: UUID,
  channel: "chat",
  status: "waiting",
  topic: "service",
  name: "Rina Wijaya",
  email: "rina@example.com",
  locale: "en",
  subject: "My stream stops",
  preview: "Try https://help.example.test/fix",
  userUuid: "4a7d3c2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
  assignee: null,
  lastAuthor: "admin",
  lastMessageAt: "2026-03-01T10:05:00.000Z",
  unread: 1,
  unreadForAdmin: 0,
  unreadForUser: 1,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:05:00.000Z",
  messages: [
    {
      uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000001",
      conversationUuid: UUID,
      author: "user",
      authorName: "Rina Wijaya",
      body: "My stream stops",
      createdAt: "2026-03-01T10:00:00.000Z",
      readAt: "2026-03-01T10:04:00.000Z",
    },
    {
      uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000002",
      conversationUuid: UUID,
      author: "admin",
      authorName: "Dewi",
      body: "Try https://help.example.test/fix",
      createdAt: "2026-03-01T10:05:00.000Z",
      readAt: null,
    },
  ],
  hasEarlier: false,
  supportOnline: false,
};

let calls: RecordedCall[];

beforeEach(() => {
  calls = mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/support/unread": () => ({ body: { conversations: 1, messages: 1 } }),
    "GET /api/support/conversations": () => ({ body: [conversation] }),
    [`GET /api/support/conversations/${UUID}`]: () => ({ body: conversation }),
    // No socket in these tests: the ticket is refused, so the client gives up.
    [`POST /api/support/conversations/${UUID}/live-ticket`]: () => failure(403, "Forbidden", "FORBIDDEN"),
    [`POST /api/support/conversations/${UUID}/messages`]: (call) => {
      const result: SupportPostResult = {
        message: {
          uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000003",
          conversationUuid: UUID,
          author: "user",
          authorName: "Rina Wijaya",
          body: (call.body as { body: string }).body,
          createdAt: "2026-03-01T10:06:00.000Z",
          readAt: null,
        },
        conversation: { ...conversation, status: "open", lastAuthor: "user" },
        deliveredBy: ["live"],
        supportOnline: false,
      };
      return { status: 201, body: result };
    },
  });
});

describe("SupportLauncher", () => {
  it("shows the unread count and opens the chat on the latest open conversation, modal, closing on Escape", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    const launcher = await screen.findByTestId("support-launcher");
    expect(await screen.findByTestId("support-unread-badge")).toBeVisible();
    expect(launcher.getAttribute("aria-label")).toBe("Chat with support, 1 unread");

    await user.click(launcher);
    const chat = await screen.findByRole("dialog", { name: "Support" });
    expect(chat.getAttribute("aria-modal")).toBe("true");
    const messages = await within(chat).findAllByTestId("support-message");
    expect(messages.map((m) => m.getAttribute("data-author"))).toEqual(["user", "admin"]);
    const link = within(messages[1] as HTMLElement).getByRole("link", { name: "https://help.example.test/fix" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(
      within(messages[0] as HTMLElement)
        .getByTestId("support-message-status")
        .getAttribute("data-read"),
    ).toBe("true");
    expect(within(chat).getByTestId("support-offline").textContent).toContain("we will also answer you by email");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Support" })).toBeNull());
    expect(document.activeElement).toBe(launcher);
  });

  it("opens the conversation named by ?support= and sends a message with Enter", async () => {
    const user = userEvent.setup();
    renderApp(`/panel?support=${UUID}`);
    const chat = await screen.findByRole("dialog", { name: "Support" });
    await within(chat).findByText("My stream stops", { selector: "span" });
    const box = within(chat).getByLabelText("Message");
    await user.type(box, "Still stops after 2 minutes{Enter}");
    expect(await within(chat).findByText("Still stops after 2 minutes")).toBeVisible();
    const post = calls.find((c) => c.method === "POST" && c.path.endsWith("/messages"));
    expect(post?.body).toEqual({ body: "Still stops after 2 minutes" });
    expect(calls.some((c) => c.path === "/api/support/conversations")).toBe(false);
  });
});

describe("SupportLauncher and dialogs (issue 28: it covered their close buttons on phones)", () => {
  it("is not shown while a dialog is open, and comes back when it closes", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    await screen.findByTestId("support-launcher");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    expect(screen.queryByTestId("support-launcher")).toBeNull();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(await screen.findByTestId("support-launcher")).toBeVisible();
  });

  it("an admin's inbox link steps aside as well", async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedInRoutes(makeUser({ role: "admin" })),
      "GET /api/support/unread": () => ({ body: { conversations: 2, messages: 2 } }),
    });
    renderApp("/panel/admin/vouchers");
    const launcher = await screen.findByTestId("support-launcher");
    expect(launcher.getAttribute("href")).toBe("/panel/admin/support");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    expect(screen.queryByTestId("support-launcher")).toBeNull();
  });
});
