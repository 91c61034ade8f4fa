import { afterEach, describe, expect, it, vi } from "vitest";
import { RELAY_ACK_TIMEOUT_MS, sendThroughRelay } from "./access-relay.ts";

const MISSING = { ok: false as const, code: "EXTENSION_MISSING" };

/** Plays the Firefox content script: answers every access request posted to this window. */
function fakeRelay(answer: (request: { requestId: string; message: unknown }) => unknown[]) {
  const seen: unknown[] = [];
  const listener = (event: MessageEvent) => {
    const data = event.data as { source?: string; type?: string; requestId: string; message: unknown };
    if (data?.source !== "premium-panel" || data.type !== "access-request") return;
    seen.push(data);
    for (const reply of answer(data)) window.postMessage(reply, window.location.origin);
  };
  window.addEventListener("message", listener);
  return { seen, stop: () => window.removeEventListener("message", listener) };
}

/** jsdom's postMessage leaves `source` null: deliver as the browser does, from this window. */
function deliverFromThisWindow() {
  vi.spyOn(window, "postMessage").mockImplementation((data: unknown) => {
    setTimeout(() =>
      window.dispatchEvent(new MessageEvent("message", { data, origin: window.location.origin, source: window })),
    );
    return undefined as never;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("sendThroughRelay", () => {
  it("posts the request to its own origin and resolves with the matching answer", async () => {
    deliverFromThisWindow();
    const relay = fakeRelay(({ requestId }) => [
      { source: "premium-ext", type: "access-ack", requestId },
      { source: "premium-ext", type: "access-reply", requestId: "someone-else", reply: { ok: true, wrong: true } },
      { source: "premium-ext", type: "access-reply", requestId, reply: { ok: true, linked: false } },
    ]);
    const reply = await sendThroughRelay({ type: "status" }, { timeoutMs: 5_000, missing: MISSING });
    relay.stop();
    expect(reply).toEqual({ ok: true, linked: false });
    expect(relay.seen).toEqual([
      { source: "premium-panel", type: "access-request", requestId: expect.any(String), message: { type: "status" } },
    ]);
    expect(window.postMessage).toHaveBeenCalledWith(expect.anything(), window.location.origin);
  });

  it("ignores answers another window or origin posted", async () => {
    vi.useFakeTimers();
    let requestId = "";
    vi.spyOn(window, "postMessage").mockImplementation((data: unknown) => {
      requestId = (data as { requestId: string }).requestId;
      return undefined as never;
    });
    const pending = sendThroughRelay({ type: "status" }, { timeoutMs: 5_000, missing: MISSING });
    const forged = { source: "premium-ext", type: "access-reply", requestId, reply: { ok: true } };
    window.dispatchEvent(new MessageEvent("message", { data: forged, origin: "http://evil.test", source: window }));
    window.dispatchEvent(new MessageEvent("message", { data: forged, origin: window.location.origin, source: null }));
    await vi.advanceTimersByTimeAsync(RELAY_ACK_TIMEOUT_MS + 1);
    expect(await pending).toEqual(MISSING);
  });

  it("gives up when no content script acknowledges, or no answer comes in time", async () => {
    vi.useFakeTimers();
    vi.spyOn(window, "postMessage").mockImplementation(() => undefined as never);
    const silent = sendThroughRelay({ type: "status" }, { timeoutMs: 10_000, missing: MISSING });
    await vi.advanceTimersByTimeAsync(RELAY_ACK_TIMEOUT_MS + 1);
    expect(await silent).toEqual(MISSING);

    vi.restoreAllMocks();
    let requestId = "";
    vi.spyOn(window, "postMessage").mockImplementation((data: unknown) => {
      requestId = (data as { requestId: string }).requestId;
      return undefined as never;
    });
    const slow = sendThroughRelay({ type: "status" }, { timeoutMs: 10_000, missing: MISSING });
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { source: "premium-ext", type: "access-ack", requestId },
        origin: window.location.origin,
        source: window,
      }),
    );
    await vi.advanceTimersByTimeAsync(RELAY_ACK_TIMEOUT_MS + 1);
    let settled = false;
    void slow.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await slow).toEqual(MISSING);
  });

  it("turns a malformed answer into the missing reply", async () => {
    deliverFromThisWindow();
    const relay = fakeRelay(({ requestId }) => [
      { source: "premium-ext", type: "access-reply", requestId, reply: "x" },
    ]);
    expect(await sendThroughRelay({ type: "status" }, { timeoutMs: 5_000, missing: MISSING })).toEqual(MISSING);
    relay.stop();
  });
});
