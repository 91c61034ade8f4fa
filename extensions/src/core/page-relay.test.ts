import { describe, expect, it } from "vitest";
import {
  accessAck,
  accessReply,
  isOwnWindowMessage,
  isRelayedRequest,
  parseAccessRequest,
  parseRelayedRequest,
  relayedRequest,
} from "./page-relay.ts";

const request = (message: unknown, requestId: unknown = "r-1") => ({
  source: "premium-panel",
  type: "access-request",
  requestId,
  message,
});

describe("the page side of the Firefox relay", () => {
  it("listens only to messages this very window posted to its own origin", () => {
    const win = { location: { origin: "http://localhost:8787" } };
    expect(isOwnWindowMessage({ source: win, origin: "http://localhost:8787" }, win)).toBe(true);
    expect(isOwnWindowMessage({ source: {}, origin: "http://localhost:8787" }, win)).toBe(false); // a frame, an opener
    expect(isOwnWindowMessage({ source: win, origin: "http://evil.test" }, win)).toBe(false);
    expect(isOwnWindowMessage({ source: null, origin: "http://localhost:8787" }, win)).toBe(false);
  });

  it("takes access requests with a request id and parses what they carry as strictly as Chrome's path", () => {
    expect(parseAccessRequest(request({ type: "link", code: "abc" }))).toEqual({
      requestId: "r-1",
      request: { type: "link", code: "abc" },
    });
    expect(parseAccessRequest(request({ type: "status", extra: "dropped" }))).toEqual({
      requestId: "r-1",
      request: { type: "status" },
    });
    // Malformed requests are answered (BAD_REQUEST) without a round trip.
    expect(parseAccessRequest(request({ type: "open-service", serviceUuid: "not-a-uuid" }))).toEqual({
      requestId: "r-1",
      request: null,
    });
    expect(parseAccessRequest(request({ type: "link", code: "" }))?.request).toBeNull();
  });

  it("ignores everything else on the page: hellos, its own answers, bad request ids", () => {
    expect(parseAccessRequest({ source: "premium-panel", type: "hello-request" })).toBeNull();
    expect(parseAccessRequest({ ...request({ type: "status" }), source: "premium-ext" })).toBeNull();
    expect(parseAccessRequest(accessReply("r-1", { ok: true }))).toBeNull();
    expect(parseAccessRequest(request({ type: "status" }, ""))).toBeNull();
    expect(parseAccessRequest(request({ type: "status" }, "x".repeat(65)))).toBeNull();
    expect(parseAccessRequest(request({ type: "status" }, "<script>"))).toBeNull();
    expect(parseAccessRequest(request({ type: "status" }, 7))).toBeNull();
    expect(parseAccessRequest(null)).toBeNull();
    expect(parseAccessRequest("access-request")).toBeNull();
  });

  it("acknowledges at once and answers with the background's reply, or EXTENSION_ERROR", () => {
    expect(accessAck("r-1")).toEqual({ source: "premium-ext", type: "access-ack", requestId: "r-1" });
    expect(accessReply("r-1", { ok: true, user: { name: "A", email: "a@x.test" } })).toEqual({
      source: "premium-ext",
      type: "access-reply",
      requestId: "r-1",
      reply: { ok: true, user: { name: "A", email: "a@x.test" } },
    });
    expect(accessReply("r-1", { ok: false, code: "NOT_LINKED" }).reply).toEqual({ ok: false, code: "NOT_LINKED" });
    for (const bad of [undefined, null, "text", [], { code: "X" }]) {
      expect(accessReply("r-1", bad).reply, JSON.stringify(bad)).toEqual({ ok: false, code: "EXTENSION_ERROR" });
    }
  });
});

describe("the background side of the Firefox relay", () => {
  it("recognises a relayed request and parses it again", () => {
    const relayed = relayedRequest({ type: "open-service", serviceUuid: "6f1c2b3a-1111-4222-8333-944445555666" });
    expect(isRelayedRequest(relayed)).toBe(true);
    expect(parseRelayedRequest(relayed)).toEqual(relayed.request);
    expect(parseRelayedRequest({ type: "panel-request", request: { type: "link", code: 5 } })).toBeNull();
    expect(parseRelayedRequest({ type: "panel-request" })).toBeNull();
  });

  it("does not take the popup's own messages for relayed ones", () => {
    for (const message of [{ type: "status" }, { type: "unlink" }, { type: "capture-targets" }, null, "x"]) {
      expect(isRelayedRequest(message)).toBe(false);
      expect(parseRelayedRequest(message)).toBeNull();
    }
  });
});
