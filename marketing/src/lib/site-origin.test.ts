import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_ORIGIN, resolveSiteOrigin } from "./site-origin.ts";

describe("resolveSiteOrigin (issue 28: production URLs pointed to localhost)", () => {
  it("takes APP_ORIGIN, trimmed and without the trailing slash", () => {
    expect(resolveSiteOrigin({ APP_ORIGIN: "https://premiumhub.example" })).toBe("https://premiumhub.example");
    expect(resolveSiteOrigin({ APP_ORIGIN: " https://premiumhub.example/ " })).toBe("https://premiumhub.example");
    expect(resolveSiteOrigin({ APP_ORIGIN: "https://PremiumHub.example:8443/" })).toBe(
      "https://premiumhub.example:8443",
    );
    expect(resolveSiteOrigin({ APP_ORIGIN: "https://premiumhub.example", ENVIRONMENT: "production" })).toBe(
      "https://premiumhub.example",
    );
  });

  it("defaults to the local server outside production, on any port the local server is given", () => {
    expect(DEFAULT_SITE_ORIGIN).toBe("http://localhost:8787");
    expect(resolveSiteOrigin({})).toBe("http://localhost:8787");
    expect(resolveSiteOrigin({ APP_ORIGIN: "  ", ENVIRONMENT: "development" })).toBe("http://localhost:8787");
    expect(resolveSiteOrigin({ APP_ORIGIN: "http://localhost:8797", ENVIRONMENT: "test" })).toBe(
      "http://localhost:8797",
    );
  });

  it("refuses a production build without APP_ORIGIN, saying what to set", () => {
    expect(() => resolveSiteOrigin({ ENVIRONMENT: "production" })).toThrow(/APP_ORIGIN is not set.*production/);
    expect(() => resolveSiteOrigin({ ENVIRONMENT: "production", APP_ORIGIN: "" })).toThrow(/APP_ORIGIN/);
  });

  it("refuses plain http in production", () => {
    expect(() => resolveSiteOrigin({ ENVIRONMENT: "production", APP_ORIGIN: "http://premiumhub.example" })).toThrow(
      /https/,
    );
  });

  it("rejects anything but an http(s) origin", () => {
    for (const value of [
      "premiumhub.example",
      "ftp://premiumhub.example",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "https://premiumhub.example/en",
      "https://premiumhub.example?x=1",
      "https://premiumhub.example#top",
      "https://user:pass@premiumhub.example",
    ]) {
      expect(() => resolveSiteOrigin({ APP_ORIGIN: value }), value).toThrow(/APP_ORIGIN/);
    }
  });
});
