import { describe, expect, it } from "vitest";
import { isHelloRequest, parseHelperMessage, parseIdList, parsePanelRequest, sameIds } from "./protocol.ts";

const UUID = "3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b";

describe("parsePanelRequest", () => {
  it("accepts the four panel requests", () => {
    expect(parsePanelRequest({ type: "link", code: "abc" })).toEqual({ type: "link", code: "abc" });
    expect(parsePanelRequest({ type: "open-service", serviceUuid: UUID.toUpperCase() })).toEqual({
      type: "open-service",
      serviceUuid: UUID,
    });
    expect(parsePanelRequest({ type: "status" })).toEqual({ type: "status" });
    expect(parsePanelRequest({ type: "unlink", extra: 1 })).toEqual({ type: "unlink" });
  });

  it("rejects malformed requests", () => {
    for (const message of [
      null,
      "link",
      [],
      { type: "link" },
      { type: "link", code: "" },
      { type: "link", code: 5 },
      { type: "link", code: "x".repeat(513) },
      { type: "open-service", serviceUuid: "../../admin" },
      { type: "open-service", serviceUuid: `${UUID}/x` },
      { type: "conflicts", ids: [] },
      { type: "other" },
    ]) {
      expect(parsePanelRequest(message), JSON.stringify(message)).toBeNull();
    }
  });
});

describe("helper messages", () => {
  it("accepts a conflicts report and normalises the ids", () => {
    expect(parseHelperMessage({ type: "conflicts", ids: ["b", "a", "b"] })).toEqual({
      type: "conflicts",
      ids: ["a", "b"],
    });
    expect(parseHelperMessage({ type: "conflicts", ids: [] })).toEqual({ type: "conflicts", ids: [] });
  });

  it("rejects anything else", () => {
    expect(parseHelperMessage({ type: "conflicts" })).toBeNull();
    expect(parseHelperMessage({ type: "conflicts", ids: [1] })).toBeNull();
    expect(parseHelperMessage({ type: "conflicts", ids: [""] })).toBeNull();
    expect(parseHelperMessage({ type: "link", code: "x" })).toBeNull();
    expect(parseIdList(Array.from({ length: 201 }, (_, i) => `id${i}`))).toBeNull();
  });

  it("compares id lists", () => {
    expect(sameIds(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameIds(["a"], ["a", "b"])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});

describe("isHelloRequest", () => {
  it("recognises the panel's request only", () => {
    expect(isHelloRequest({ source: "premium-panel", type: "hello-request" })).toBe(true);
    expect(isHelloRequest({ source: "premium-ext", type: "hello-request" })).toBe(false);
    expect(isHelloRequest({ source: "premium-panel", type: "hello" })).toBe(false);
    expect(isHelloRequest("hello-request")).toBe(false);
    expect(isHelloRequest(null)).toBe(false);
  });
});
