import { describe, expect, it } from "vitest";
import { appliedCookie, type CookieSetDetails, removalDetails } from "./cookie-mapping.ts";
import {
  type FirefoxCookieDetails,
  firstPartyDomainOf,
  isFirstPartyIsolationError,
  setFirefoxCookie,
} from "./firefox-cookies.ts";

/** Firefox 153's own words (checked in Firefox ESR with privacy.firstparty.isolate on). */
const FPI_ERROR = "First-Party Isolation is enabled, but the required 'firstPartyDomain' attribute was not set.";

const DETAILS: CookieSetDetails = {
  url: "https://www.example.co.id/",
  name: "sid",
  value: "v",
  domain: ".www.example.co.id",
  path: "/",
  secure: true,
  httpOnly: true,
  sameSite: "lax",
};

/** A cookies API that behaves like Firefox's, with or without first-party isolation. */
function fakeCookies({ isolation = false, answer = "cookie" }: { isolation?: boolean; answer?: "cookie" | "null" }) {
  const calls: FirefoxCookieDetails[] = [];
  return {
    calls,
    async set(details: FirefoxCookieDetails) {
      calls.push(details);
      if (isolation && details.firstPartyDomain === undefined) throw new Error(FPI_ERROR);
      return answer === "null" ? null : { storeId: "firefox-default" };
    },
  };
}

describe("first-party isolation", () => {
  it("recognises Firefox's error", () => {
    expect(isFirstPartyIsolationError(new Error(FPI_ERROR))).toBe(true);
    expect(isFirstPartyIsolationError(FPI_ERROR)).toBe(true);
    expect(isFirstPartyIsolationError(new Error("Permission denied to set cookie"))).toBe(false);
  });

  it("files cookies under the registrable domain of their host", () => {
    expect(firstPartyDomainOf("www.netflix.com")).toBe("netflix.com");
    expect(firstPartyDomainOf(".netflix.com")).toBe("netflix.com");
    expect(firstPartyDomainOf("accounts.example.co.id")).toBe("example.co.id");
    expect(firstPartyDomainOf("Shop.Example.CO.UK.")).toBe("example.co.uk");
    expect(firstPartyDomainOf("example.com")).toBe("example.com");
    expect(firstPartyDomainOf("localhost")).toBe("localhost");
    expect(firstPartyDomainOf("127.0.0.1")).toBe("127.0.0.1");
    expect(firstPartyDomainOf("demo-site.test")).toBe("demo-site.test");
  });
});

describe("setFirefoxCookie", () => {
  it("sets the cookie as Chrome does when isolation is off, and remembers the store", async () => {
    const cookies = fakeCookies({});
    expect(await setFirefoxCookie(cookies, DETAILS)).toEqual({ storeId: "firefox-default" });
    expect(cookies.calls).toEqual([DETAILS]);
  });

  it("with isolation on, sets it again under its first-party domain and remembers that for the removal", async () => {
    const cookies = fakeCookies({ isolation: true });
    const result = await setFirefoxCookie(cookies, DETAILS);
    expect(result).toEqual({ storeId: "firefox-default", firstPartyDomain: "example.co.id" });
    expect(cookies.calls[1]).toEqual({ ...DETAILS, firstPartyDomain: "example.co.id" });
    const applied = appliedCookie(DETAILS, result.storeId, result.firstPartyDomain);
    expect(removalDetails(applied)).toEqual({
      url: DETAILS.url,
      name: "sid",
      storeId: "firefox-default",
      firstPartyDomain: "example.co.id",
    });
  });

  it("host-only cookies take the first-party domain of the URL's host", async () => {
    const { domain: _domain, ...hostOnly } = DETAILS;
    const cookies = fakeCookies({ isolation: true });
    expect((await setFirefoxCookie(cookies, hostOnly)).firstPartyDomain).toBe("example.co.id");
  });

  it("rejects when Firefox did not set it or refused it for another reason", async () => {
    await expect(setFirefoxCookie(fakeCookies({ answer: "null" }), DETAILS)).rejects.toThrow("rejected");
    const refusing = {
      async set(): Promise<null> {
        throw new Error("Permission denied to set cookie");
      },
    };
    await expect(setFirefoxCookie(refusing, DETAILS)).rejects.toThrow("Permission denied");
  });

  it("leaves Chrome's removal details as they were", () => {
    expect(removalDetails(appliedCookie(DETAILS, "0"))).toEqual({ url: DETAILS.url, name: "sid", storeId: "0" });
    expect(appliedCookie(DETAILS)).not.toHaveProperty("firstPartyDomain");
  });
});
