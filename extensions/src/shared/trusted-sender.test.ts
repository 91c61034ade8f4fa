import { describe, expect, it } from "vitest";
import { isExtensionSender, isTrustedPanelSender } from "./trusted-sender.ts";

const ORIGINS = ["http://localhost:8787", "http://127.0.0.1:8787"];

describe("isTrustedPanelSender", () => {
  it("accepts a built-in app origin", () => {
    expect(isTrustedPanelSender({ origin: "http://localhost:8787", url: "http://localhost:8787/panel" }, ORIGINS)).toBe(
      true,
    );
    expect(isTrustedPanelSender({ origin: "http://127.0.0.1:8787" }, ORIGINS)).toBe(true);
  });

  it("rejects any other origin, including look-alikes", () => {
    for (const origin of [
      "https://localhost:8787",
      "http://localhost:8788",
      "http://localhost",
      "http://localhost:8787.evil.test",
      "http://evil.test",
      "http://localhost:8787/",
      "null",
      "",
    ]) {
      expect(isTrustedPanelSender({ origin }, ORIGINS), origin).toBe(false);
    }
  });

  it("rejects a sender without origin", () => {
    expect(isTrustedPanelSender({}, ORIGINS)).toBe(false);
    expect(isTrustedPanelSender({ url: "http://localhost:8787/panel" }, ORIGINS)).toBe(false);
  });

  it("goes by sender.origin, not by a trusted-looking tab url", () => {
    expect(isTrustedPanelSender({ origin: "http://evil.test", url: "http://localhost:8787/panel" }, ORIGINS)).toBe(
      false,
    );
  });

  it("trusts nothing when no origin is built in", () => {
    expect(isTrustedPanelSender({ origin: "http://localhost:8787" }, [])).toBe(false);
  });
});

describe("isExtensionSender", () => {
  it("matches the sender's extension id exactly", () => {
    expect(isExtensionSender({ id: "abc" }, "abc")).toBe(true);
    expect(isExtensionSender({ id: "abd" }, "abc")).toBe(false);
    expect(isExtensionSender({ origin: "http://localhost:8787" }, "abc")).toBe(false);
  });
});
