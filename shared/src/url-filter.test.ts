import { describe, expect, it } from "vitest";
import { urlFilterMatches, urlFilterProblem } from "./url-filter.ts";

describe("urlFilterMatches (declarativeNetRequest urlFilter subset)", () => {
  it("matches a substring without anchors, ignoring case", () => {
    expect(urlFilterMatches("/account", "https://a.test/Account/settings")).toBe(true);
    expect(urlFilterMatches("/account", "https://a.test/browse")).toBe(false);
  });
  it("anchors the start with | and the end with a trailing |", () => {
    expect(urlFilterMatches("|https://a.test/logout", "https://a.test/logout?all=1")).toBe(true);
    expect(urlFilterMatches("|https://a.test/logout", "https://b.test/?next=https://a.test/logout")).toBe(false);
    expect(urlFilterMatches("/logout|", "https://a.test/logout")).toBe(true);
    expect(urlFilterMatches("/logout|", "https://a.test/logout/now")).toBe(false);
  });
  it("anchors a domain and its subdomains with ||", () => {
    expect(urlFilterMatches("||a.test/billing", "https://a.test/billing")).toBe(true);
    expect(urlFilterMatches("||a.test/billing", "http://www.a.test/billing/card")).toBe(true);
    expect(urlFilterMatches("||a.test/billing", "https://evila.test/billing")).toBe(false);
    expect(urlFilterMatches("||a.test^", "http://a.test:8080/x")).toBe(true);
  });
  it("* spans any run and ^ stands for a separator or the end", () => {
    expect(urlFilterMatches("||a.test/*/password", "https://a.test/u/42/password")).toBe(true);
    expect(urlFilterMatches("/account^", "https://a.test/account?x")).toBe(true);
    expect(urlFilterMatches("/account^", "https://a.test/account")).toBe(true);
    expect(urlFilterMatches("/account^", "https://a.test/accounts")).toBe(false);
  });
  it("names what is wrong with a pattern", () => {
    expect(urlFilterProblem("||a.test/account")).toBeNull();
    expect(urlFilterProblem("")).toBe("is empty");
    expect(urlFilterProblem("/a b")).toContain("without spaces");
    expect(urlFilterProblem("||*.a.test")).toContain("||*");
    expect(urlFilterProblem("*")).toBe("would block every page");
    expect(urlFilterProblem("/akun-ñ")).toContain("ASCII");
  });
});
