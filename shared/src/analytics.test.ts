import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_CATEGORIES, ANALYTICS_EVENTS, track } from "./analytics.ts";

const g = globalThis as { window?: Record<string, unknown> };

afterEach(() => {
  delete g.window;
});

describe("track", () => {
  it("knows every event and category of docs/product.md#analytics", () => {
    expect(ANALYTICS_EVENTS).toHaveLength(18);
    expect(ANALYTICS_EVENTS).toContain("login_initiated");
    expect(ANALYTICS_EVENTS).toContain("click_free_trial_hero");
    expect(ANALYTICS_CATEGORIES).toEqual([
      "Authentication",
      "User",
      "Navigation",
      "Interaction",
      "Conversion",
      "Purchase",
      "Affiliate",
      "Error",
    ]);
  });

  it("pushes the event with its category and parameters to window.dataLayer", () => {
    g.window = {};
    track("login_success", "Authentication", { method: "password" });
    expect(g.window.dataLayer).toEqual([
      { event: "login_success", event_category: "Authentication", method: "password" },
    ]);
  });

  it("forwards to gtag and the Meta pixel when they are loaded", () => {
    const gtag = vi.fn();
    const fbq = vi.fn();
    g.window = { gtag, fbq };
    track("signup_success", "Authentication");
    expect(gtag).toHaveBeenCalledWith("event", "signup_success", { event_category: "Authentication" });
    expect(fbq).toHaveBeenCalledWith("trackCustom", "signup_success", { category: "Authentication" });
  });

  it("does nothing without a window and never throws", () => {
    expect(() => track("logout", "Authentication")).not.toThrow();
    g.window = {
      gtag: () => {
        throw new Error("blocked");
      },
    };
    expect(() => track("logout", "Authentication")).not.toThrow();
  });
});
