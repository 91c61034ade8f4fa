import type {
  SupportConversationDto,
  SupportConversationSummary,
  SupportPostResult,
} from "@app/shared/schemas/support";
import { createRoute } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { Route as ConversationRoute } from "../../../routes/_auth/panel/admin/support.$uuid.tsx";
import { Route as InboxRoute } from "../../../routes/_auth/panel/admin/support.index.tsx";
import {
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderPages,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import { SupportInboxPage } from "./support-inbox-page.tsx";

const ADMIN = makeUser({ uuid: "9b8a7c6d-3333-4c3d-8e9f-000000000001", name: "Dewi Admin", role: "admin" });

function summary(i: number, overrides: Partial<SupportConversationSummary> = {}): SupportConversationSummary {
  const uuid = `6f1c2b3a-1111-4c3d-8e9f-${String(i).padStart(12, "0")}`;
  return {
    uuid,
    channel: i % 2 ? "chat" : "contact",
    status: "open",
    topic: "billing",
    name: `Customer ${i}`,
    email: `customer${i}@example.test`,
    locale: i % 2 ? "en" : "id",
    subject: `Question ${i}`,
    preview: `Question ${i}`,
    userUuid: null,
    assignee: null,
    lastAuthor: "visitor",
    lastMessageAt: "2026-03-01T10:00:00.000Z",
    unread: i === 0 ? 2 : 0,
    unreadForAdmin: i === 0 ? 2 : 0,
    unreadForUser: 0,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

let rows: SupportConversationSummary[];
let listFails: boolean;
let calls: RecordedCall[];

function listCalls(): URLSearchParams[] {
  return calls.filter((c) => c.path === "/api/support/conversations").map((c) => new URLSearchParams(c.search));
}

beforeEach(() => {
  rows = [summary(0), summary(1)];
  listFails = false;
  const contact: SupportConversationDto = {
    ...summary(0),
    messages: [
      {
        uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000001",
        conversationUuid: summary(0).uuid,
        author: "visitor",
        authorName: "Customer 0",
        body: "Can I pay by bank transfer? <b>thanks</b>",
        createdAt: "2026-03-01T10:00:00.000Z",
        readAt: null,
      },
    ],
    hasEarlier: false,
    supportOnline: true,
  };
  calls = mockApi({
    ...signedInRoutes(ADMIN),
    "GET /api/support/unread": () => ({ body: { conversations: 1, messages: 2 } }),
    "GET /api/support/conversations": (call) => {
      if (listFails) return failure(500, "Boom", "INTERNAL_ERROR");
      const status = new URLSearchParams(call.search).get("status");
      const data = rows.filter((row) => !status || row.status === status);
      return new Response(JSON.stringify({ error: false, data, meta: { page: 1, limit: 10, total: data.length } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
    [`GET /api/support/conversations/${contact.uuid}`]: () => ({ body: contact }),
    [`POST /api/support/conversations/${contact.uuid}/messages`]: (call) => {
      const result: SupportPostResult = {
        message: {
          uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000002",
          conversationUuid: contact.uuid,
          author: "admin",
          authorName: ADMIN.name,
          body: (call.body as { body: string }).body,
          createdAt: "2026-03-01T10:05:00.000Z",
          readAt: null,
        },
        conversation: { ...summary(0), status: "waiting", lastAuthor: "admin", unread: 0 },
        deliveredBy: ["email"],
        supportOnline: true,
      };
      return { status: 201, body: result };
    },
    [`PUT /api/support/conversations/${contact.uuid}`]: (call) => ({
      body: { ...summary(0), ...(call.body as object), unread: 0 },
    }),
  });
});

function renderInbox(url = "/panel/admin/support") {
  return renderPages(
    (auth) => [
      createRoute({
        getParentRoute: () => auth,
        path: "panel/admin/support/",
        validateSearch: InboxRoute.options.validateSearch,
        component: SupportInboxPage,
      }),
      createRoute({
        getParentRoute: () => auth,
        path: "panel/admin/support/$uuid",
        component: ConversationRoute.options.component,
      }),
    ],
    url,
  );
}

describe("SupportInboxPage", () => {
  it("shows skeleton rows, then the conversations with their channel, status and unread badge", async () => {
    renderInbox();
    expect((await screen.findAllByTestId("skeleton-row")).length).toBeGreaterThan(0);
    const first = (await screen.findByText("Customer 0")).closest("tr") as HTMLElement;
    expect(within(first).getByTestId("admin-support-unread").textContent).toContain("2");
    expect(within(first).getByText("Contact form")).toBeVisible();
    expect(within(first).getByText("Open")).toBeVisible();
    const link = within(first).getByRole("link", { name: "Question 0" });
    expect(link.getAttribute("href")).toBe(`/panel/admin/support/${summary(0).uuid}`);
    const second = screen.getByText("Customer 1").closest("tr") as HTMLElement;
    expect(within(second).queryByTestId("admin-support-unread")).toBeNull();
    expect(within(second).getByText("Live chat")).toBeVisible();
    expect(listCalls()[0]?.get("status")).toBeNull();
  });

  it("filters by status through the URL and the API, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const router = renderInbox();
    await screen.findByText("Customer 0");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter Status" }), "closed");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "closed" }), { timeout: 2000 });
    await waitFor(() => expect(listCalls().at(-1)?.get("status")).toBe("closed"));
    expect(await screen.findByTestId("table-empty")).toBeVisible();
  });

  it("shows the load error with a retry", async () => {
    const user = userEvent.setup();
    listFails = true;
    renderInbox();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The conversations could not be loaded.");
    listFails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Customer 0")).toBeVisible();
  });
});

describe("SupportConversationPage", () => {
  it("replies to a contact message by email and closes the conversation after confirming", async () => {
    const user = userEvent.setup();
    renderInbox(`/panel/admin/support/${summary(0).uuid}`);
    const page = await screen.findByTestId("admin-support-conversation");
    expect(await within(page).findByText("Can I pay by bank transfer? <b>thanks</b>")).toBeVisible();
    expect(within(page).getByTestId("admin-support-presence").textContent).toContain("customer0@example.test");
    // A contact message has no live room.
    expect(calls.some((c) => c.path.endsWith("/live-ticket"))).toBe(false);

    const box = within(page).getByLabelText("Reply");
    await user.clear(box);
    await user.type(box, "Yes, see the checkout page.");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Sent by email")).toBeVisible();
    expect(within(page).getByText("Yes, see the checkout page.")).toBeVisible();

    await user.click(within(page).getByRole("button", { name: "Close conversation" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Close this conversation?" });
    await user.click(within(confirm).getByRole("button", { name: "Yes, I'm sure" }));
    expect(await screen.findByText("Conversation closed")).toBeVisible();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ status: "closed" });
    expect(within(page).getByTestId("admin-support-status").textContent).toBe("Closed");
    expect(within(page).getByRole("button", { name: "Reopen" })).toBeVisible();
  });
});
