import { urlFilterMatches } from "@app/shared/url-filter";
import { describe, expect, it } from "vitest";
import {
  BLOCKED_PAGE,
  blockingRules,
  FIREFOX_SUB_RESOURCE_TYPES,
  isPatternList,
  nextRuleId,
  SUB_RESOURCE_TYPES,
} from "./protected-pages.ts";

const SERVICE = "6f1c2b3a-1111-4222-8333-944445555666";
const SERVICE_URL = "http://demo-site.test:8787/demo-site";
const PATTERNS = ["|http://demo-site.test:8787/demo-site/account", "||demo-site.test:8787/demo-site/logout"];

/** What Chrome would do with a request under these rules (urlFilter semantics from shared). */
function verdict(rules: ReturnType<typeof blockingRules>, url: string, type: string) {
  const host = new URL(url).hostname;
  const hit = rules.find(
    (r) =>
      r.condition.resourceTypes.includes(type) &&
      r.condition.requestDomains.some((d) => host === d || host.endsWith(`.${d}`)) &&
      urlFilterMatches(r.condition.urlFilter, url),
  );
  return hit ? hit.action.type : "allow";
}

describe("blockingRules", () => {
  const rules = blockingRules(SERVICE, SERVICE_URL, PATTERNS, 7);

  it("makes a redirect for pages and a block for every other request, two per pattern", () => {
    expect(rules.map((r) => r.id)).toEqual([7, 8, 9, 10]);
    expect(rules[0]).toMatchObject({
      action: { type: "redirect", redirect: { extensionPath: `${BLOCKED_PAGE}?service=${SERVICE}` } },
      condition: {
        urlFilter: PATTERNS[0],
        requestDomains: ["demo-site.test"],
        resourceTypes: ["main_frame"],
        isUrlFilterCaseSensitive: false,
      },
    });
    expect(rules[1]?.action).toEqual({ type: "block" });
    expect(rules[1]?.condition.resourceTypes).toContain("xmlhttprequest");
    expect(rules[1]?.condition.resourceTypes).not.toContain("main_frame");
  });

  it("stops the account page and the sign-out link, by navigation or by fetch, and nothing else", () => {
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/account", "main_frame")).toBe("redirect");
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/ACCOUNT?tab=billing", "main_frame")).toBe("redirect");
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/logout", "xmlhttprequest")).toBe("block");
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/logout", "sub_frame")).toBe("block");
    expect(verdict(rules, "http://demo-site.test:8787/demo-site", "main_frame")).toBe("allow");
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/api/me", "xmlhttprequest")).toBe("allow");
    expect(verdict(rules, "http://other.test/demo-site/account", "main_frame")).toBe("allow");
  });

  it("holds every rule to the service's own domain (issue 41): other sites are never blocked", () => {
    const wide = blockingRules(
      SERVICE,
      "https://www.netflix.com/browse",
      ["||localhost^", "?", "||other.test/x", "/account"],
      1,
    );
    expect(wide.every((r) => r.condition.requestDomains.join() === "netflix.com")).toBe(true);
    expect(verdict(wide, "http://localhost:8787/panel", "main_frame")).toBe("allow");
    expect(verdict(wide, "https://other.test/x?y", "xmlhttprequest")).toBe("allow");
    expect(verdict(wide, "https://example.org/search?q=1", "main_frame")).toBe("allow");
    expect(verdict(wide, "https://help.netflix.com/account", "main_frame")).toBe("redirect");
    expect(blockingRules(SERVICE, "not a url", PATTERNS, 1)).toEqual([]);
  });

  it("no patterns, no rules; ids continue after the rules in place", () => {
    expect(blockingRules(SERVICE, SERVICE_URL, [], 1)).toEqual([]);
    expect(nextRuleId([])).toBe(1);
    expect(nextRuleId([3, 12, 5])).toBe(13);
  });

  it("accepts only a list of non-empty strings from the API", () => {
    expect(isPatternList(PATTERNS)).toBe(true);
    expect(isPatternList([])).toBe(true);
    expect(isPatternList(["ok", 3])).toBe(false);
    expect(isPatternList([""])).toBe(false);
    expect(isPatternList("||a.test")).toBe(false);
  });
});

describe("blocking rules on Firefox", () => {
  it("name only request types Firefox knows, and every kind Chrome's rules block", () => {
    const firefox: readonly string[] = FIREFOX_SUB_RESOURCE_TYPES;
    // Firefox refuses the whole rule on these (checked in Firefox ESR 153).
    expect(firefox).not.toContain("webtransport");
    expect(firefox).not.toContain("webbundle");
    expect(firefox).not.toContain("main_frame");
    for (const type of SUB_RESOURCE_TYPES.filter((t) => t !== "webtransport" && t !== "webbundle"))
      expect(firefox, type).toContain(type);
    // sendBeacon is "beacon" in Firefox, "ping" in Chrome.
    expect(firefox).toContain("beacon");
  });

  it("use the browser's types for sub-resources and keep pages redirected", () => {
    const rules = blockingRules(SERVICE, SERVICE_URL, PATTERNS, 1, FIREFOX_SUB_RESOURCE_TYPES);
    expect(rules[0]?.condition.resourceTypes).toEqual(["main_frame"]);
    expect(rules[1]?.condition.resourceTypes).toEqual(FIREFOX_SUB_RESOURCE_TYPES);
    expect(verdict(rules, "http://demo-site.test:8787/demo-site/logout", "beacon")).toBe("block");
  });
});
