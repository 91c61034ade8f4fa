import { describe, expect, it } from "vitest";
import { firefoxRemovalOptions, firefoxRemovalPlan, relatedHosts } from "./firefox-storage.ts";
import { removalPlan } from "./site-storage.ts";

const APP = ["http://localhost:8787", "https://app.premiumhub.test"];

describe("storage removal on Firefox", () => {
  it("removes a service's whole storage by host name, as Firefox's browsingData takes it", () => {
    const storage = { "https://www.netflix.test": ["token"], "http://demo-site.test:8787": ["demo_site_token"] };
    expect(firefoxRemovalPlan(storage, APP)).toEqual(removalPlan(storage, APP));
    expect(
      firefoxRemovalOptions(["https://www.netflix.test", "http://www.netflix.test:8080", "http://demo-site.test:8787"]),
    ).toEqual({
      hostnames: ["www.netflix.test", "demo-site.test"],
    });
  });

  it("never removes a whole host the panel runs on, above or under it: only our keys, in a page", () => {
    const storage = {
      "http://localhost:8790": ["a"], // same host as the panel, another port
      "https://premiumhub.test": ["b"], // the panel's parent domain
      "https://cdn.app.premiumhub.test": ["c"], // under the panel's host
      "https://app.premiumhub.test": ["d"], // the panel's own origin
      "https://other.test": ["e"],
    };
    expect(firefoxRemovalPlan(storage, APP)).toEqual({
      wholeOrigins: ["https://other.test"],
      keysInPage: {
        "http://localhost:8790": ["a"],
        "https://premiumhub.test": ["b"],
        "https://cdn.app.premiumhub.test": ["c"],
        "https://app.premiumhub.test": ["d"],
      },
    });
  });

  it("relates a host to itself and its parents and children only", () => {
    expect(relatedHosts("a.b.test", "b.test")).toBe(true);
    expect(relatedHosts("b.test", "a.b.test")).toBe(true);
    expect(relatedHosts("b.test", "b.test")).toBe(true);
    expect(relatedHosts("ab.test", "b.test")).toBe(false);
    expect(relatedHosts("b.test", "c.test")).toBe(false);
  });
});
