import type { SupportConversationDto, SupportLiveTicket, SupportMessageDto } from "@app/shared/schemas/support";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { applySupportEvent } from "../../lib/support.ts";
import { connectSupportLive, type LiveSocket, type LiveState, useSupportLive } from "../../lib/support-live.ts";

const CONVERSATION = "6f1c2b3a-1111-4c3d-8e9f-000000000001";

/** A WebSocket the test drives: open, receive, drop. */
class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: LiveSocket["onopen"] = null;
  onmessage: LiveSocket["onmessage"] = null;
  onclose: LiveSocket["onclose"] = null;
  onerror: LiveSocket["onerror"] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent("message", { data: typeof data === "string" ? data : JSON.stringify(data) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const lastSocket = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;

function message(overrides: Partial<SupportMessageDto> = {}): SupportMessageDto {
  return {
    uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000001",
    conversationUuid: CONVERSATION,
    author: "admin",
    authorName: "Dewi",
    body: "Hello! How can we help?",
    createdAt: "2026-03-01T10:01:00.000Z",
    readAt: null,
    ...overrides,
  };
}

function conversation(overrides: Partial<SupportConversationDto> = {}): SupportConversationDto {
  return {
    uuid: CONVERSATION,
    channel: "chat",
    status: "open",
    topic: null,
    name: "Rina",
    email: "rina@example.test",
    locale: "en",
    subject: "My stream stops",
    preview: "My stream stops",
    userUuid: "4a7d3c2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
    assignee: null,
    lastAuthor: "user",
    lastMessageAt: "2026-03-01T10:00:00.000Z",
    unread: 0,
    unreadForAdmin: 1,
    unreadForUser: 0,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    messages: [
      message({
        uuid: "0d9e8f7a-2222-4c3d-8e9f-000000000000",
        author: "user",
        authorName: "Rina",
        body: "My stream stops",
        createdAt: "2026-03-01T10:00:00.000Z",
      }),
    ],
    hasEarlier: false,
    supportOnline: true,
    ...overrides,
  };
}

let tickets: number;
const requestTicket = vi.fn(async (uuid: string): Promise<SupportLiveTicket> => {
  tickets += 1;
  return {
    ticket: `t${tickets}`,
    path: `/api/support/conversations/${uuid}/live?ticket=t${tickets}`,
    url: `ws://elsewhere.test/api/support/conversations/${uuid}/live?ticket=t${tickets}`,
    expiresAt: "2026-03-01T10:01:00.000Z",
  };
});

beforeEach(() => {
  FakeSocket.all = [];
  tickets = 0;
  requestTicket.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function connect(onEvent = vi.fn(), states: LiveState[] = []) {
  const live = connectSupportLive({
    conversationUuid: CONVERSATION,
    onEvent,
    onState: (state) => states.push(state),
    createSocket: (url) => new FakeSocket(url),
    requestTicket,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    pingMs: 30_000,
  });
  return { live, onEvent, states };
}

describe("connectSupportLive", () => {
  it("opens the socket on the page's origin with a fresh ticket and hands over valid events only", async () => {
    const { live, onEvent, states } = connect();
    await vi.advanceTimersByTimeAsync(0);
    const socket = lastSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/api/support/conversations/${CONVERSATION}/live?ticket=t1`);
    socket.open();
    expect(states).toEqual(["connecting", "open"]);

    socket.receive({ type: "message", message: message() });
    socket.receive({ type: "typing", role: "admin", name: "Dewi", typing: true });
    socket.receive({ type: "presence", supportOnline: true, adminConnected: true, userConnected: true });
    socket.receive("pong");
    socket.receive("{not json");
    socket.receive({ type: "message", message: { uuid: 1 } });
    socket.receive({ type: "unknown" });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(["message", "typing", "presence"]);

    expect(live.send({ type: "typing", typing: true })).toBe(true);
    expect(socket.sent).toEqual(['{"type":"typing","typing":true}']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sent.at(-1)).toBe("ping");
    live.close();
  });

  it("reconnects after a drop with a new ticket and a growing delay, and stops on close", async () => {
    const { live, states } = connect();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    lastSocket().drop();
    expect(states.at(-1)).toBe("reconnecting");
    expect(live.send({ type: "read" })).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(requestTicket).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(lastSocket().url).toContain("ticket=t2");
    // It never opened: the next wait is longer.
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestTicket).toHaveBeenCalledTimes(3);
    lastSocket().open();
    expect(states.at(-1)).toBe("open");

    const socket = lastSocket();
    live.close();
    expect(socket.closedWith).toBe(1000);
    expect(states.at(-1)).toBe("stopped");
    socket.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestTicket).toHaveBeenCalledTimes(3);
  });

  it("gives up when the ticket is refused for good, and retries a network failure", async () => {
    requestTicket.mockRejectedValueOnce(new ApiError("NETWORK", "offline", 0));
    const { states } = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(["connecting", "reconnecting"]);
    requestTicket.mockRejectedValueOnce(new ApiError("FORBIDDEN", "no", 403));
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toBe("stopped");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(0);
  });
});

describe("applySupportEvent", () => {
  it("adds a message once, marks read ticks, and follows presence and status", () => {
    const start = conversation();
    const reply = message();
    const withReply = applySupportEvent(start, { type: "message", message: reply }, "user");
    expect(withReply.messages.map((m) => m.uuid)).toEqual([start.messages[0]?.uuid, reply.uuid]);
    expect(applySupportEvent(withReply, { type: "message", message: reply }, "user").messages).toHaveLength(2);

    // The admin read the user's message.
    const read = applySupportEvent(withReply, { type: "read", role: "admin", at: "2026-03-01T10:02:00.000Z" }, "user");
    expect(read.messages.map((m) => m.readAt)).toEqual(["2026-03-01T10:02:00.000Z", null]);

    expect(
      applySupportEvent(
        read,
        { type: "presence", supportOnline: false, adminConnected: false, userConnected: true },
        "user",
      ).supportOnline,
    ).toBe(false);
    const closed = applySupportEvent(
      read,
      { type: "status", status: "closed", assignee: { uuid: "9b8a7c6d-3333-4c3d-8e9f-000000000001", name: "Dewi" } },
      "user",
    );
    expect(closed.status).toBe("closed");
    expect(closed.assignee?.name).toBe("Dewi");
  });
});

describe("useSupportLive", () => {
  it("puts events into the cached conversation, shows the other side typing, and marks its messages read", async () => {
    const queryClient = new QueryClient();
    const key = ["support", "conversation", CONVERSATION];
    queryClient.setQueryData(key, conversation());
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          error: false,
          data: {
            ticket: "t",
            path: `/api/support/conversations/${CONVERSATION}/live?ticket=t`,
            url: "",
            expiresAt: "",
          },
        }),
      ),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(
      () =>
        useSupportLive({
          conversationUuid: CONVERSATION,
          queryKey: key,
          side: "user",
          createSocket: (url) => new FakeSocket(url),
        }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const socket = lastSocket();
    act(() => socket.open());
    expect(result.current.state).toBe("open");

    act(() => socket.receive({ type: "typing", role: "user", name: "Rina", typing: true }));
    expect(result.current.typing).toBeUndefined();
    act(() => socket.receive({ type: "typing", role: "admin", name: "Dewi", typing: true }));
    expect(result.current.typing).toEqual({ name: "Dewi" });

    act(() => socket.receive({ type: "message", message: message() }));
    expect(result.current.typing).toBeUndefined();
    expect(queryClient.getQueryData<SupportConversationDto>(key)?.messages.at(-1)?.body).toBe(
      "Hello! How can we help?",
    );
    expect(socket.sent).toContain('{"type":"read"}');

    act(() => result.current.sendTyping(true));
    expect(socket.sent.at(-1)).toBe('{"type":"typing","typing":true}');

    unmount();
    expect(socket.closedWith).toBe(1000);
  });
});
