import { describe, expect, it } from "vitest";
import { sessionVerdict, subscriptionActive } from "./session.ts";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const active = { status: "active", endDate: "2026-07-01T00:00:00.000Z" };

describe("subscriptionActive", () => {
  it("needs status active and an end in the future", () => {
    expect(subscriptionActive(active, NOW)).toBe(true);
    expect(subscriptionActive({ status: "active", endDate: "2026-05-01T00:00:00Z" }, NOW)).toBe(false);
    expect(subscriptionActive({ status: "expired", endDate: "2026-07-01T00:00:00Z" }, NOW)).toBe(false);
    expect(subscriptionActive(null, NOW)).toBe(false);
    expect(subscriptionActive(undefined, NOW)).toBe(false);
  });
});

describe("sessionVerdict", () => {
  it("keeps cookies for an active subscription", () => {
    expect(sessionVerdict(200, active, NOW)).toBe("keep");
  });
  it("removes cookies without an active subscription", () => {
    expect(sessionVerdict(200, null, NOW)).toBe("remove-cookies");
    expect(sessionVerdict(200, { status: "expired", endDate: active.endDate }, NOW)).toBe("remove-cookies");
  });
  it("unlinks on 401 and flags outdated on 426", () => {
    expect(sessionVerdict(401, active, NOW)).toBe("unlink");
    expect(sessionVerdict(426, active, NOW)).toBe("outdated");
  });
  it("changes nothing on network trouble or server errors", () => {
    expect(sessionVerdict(0, null, NOW)).toBe("retry");
    expect(sessionVerdict(500, null, NOW)).toBe("retry");
    expect(sessionVerdict(429, null, NOW)).toBe("retry");
  });
});
