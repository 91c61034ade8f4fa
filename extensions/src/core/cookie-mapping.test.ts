import { describe, expect, it } from "vitest";
import {
  appliedCookie,
  type CookieEntry,
  type CookieSetDetails,
  cookieKey,
  mapSameSite,
  removalDetails,
  toSetDetails,
} from "./cookie-mapping.ts";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const FUTURE = NOW / 1000 + 86_400 * 30;
const PAST = NOW / 1000 - 60;

function details(entry: Partial<CookieEntry>): CookieSetDetails {
  const result = toSetDetails({ name: "sid", value: "v", domain: ".example.com", ...entry }, NOW);
  if (result instanceof Error) throw result;
  return result;
}

describe("toSetDetails", () => {
  it("keeps a domain cookie's domain (leading dot) and builds the url from the bare host", () => {
    const d = details({ domain: ".example.com", path: "/app", hostOnly: false, secure: true, httpOnly: true });
    expect(d).toEqual({
      url: "https://example.com/app",
      name: "sid",
      value: "v",
      domain: ".example.com",
      path: "/app",
      secure: true,
      httpOnly: true,
      sameSite: "unspecified",
    });
  });

  it("leaves the domain out for host-only cookies", () => {
    const d = details({ domain: "www.example.com", hostOnly: true });
    expect(d.domain).toBeUndefined();
    expect(d.url).toBe("http://www.example.com/");
  });

  it("infers host-only from the missing leading dot when hostOnly is absent", () => {
    expect(details({ domain: "app.example.com" }).domain).toBeUndefined();
    expect(details({ domain: ".example.com" }).domain).toBe(".example.com");
  });

  it("adds the dot for a domain cookie exported without one", () => {
    expect(details({ domain: "example.com", hostOnly: false }).domain).toBe(".example.com");
  });

  it("uses http for a non-secure cookie (the local test site) and https for a secure one", () => {
    expect(details({ domain: "shop.localhost", hostOnly: true, secure: false }).url).toBe("http://shop.localhost/");
    expect(details({ domain: "shop.localhost", hostOnly: true, secure: true }).url).toBe("https://shop.localhost/");
  });

  it("makes __Host- cookies secure, host-only, path /", () => {
    const d = details({ name: "__Host-sid", domain: ".example.com", hostOnly: false, path: "/deep", secure: false });
    expect(d.secure).toBe(true);
    expect(d.domain).toBeUndefined();
    expect(d.path).toBe("/");
    expect(d.url).toBe("https://example.com/");
  });

  it("makes __Secure- cookies secure and keeps their domain and path", () => {
    const d = details({ name: "__Secure-token", domain: ".example.com", path: "/a", secure: false });
    expect(d.secure).toBe(true);
    expect(d.domain).toBe(".example.com");
    expect(d.url).toBe("https://example.com/a");
  });

  it("defaults the path to / when missing or not absolute", () => {
    expect(details({ path: undefined }).path).toBe("/");
    expect(details({ path: null }).path).toBe("/");
    expect(details({ path: "relative" }).path).toBe("/");
  });

  it.each([
    ["no_restriction", true, "no_restriction"],
    ["None", true, "no_restriction"],
    ["none", true, "no_restriction"],
    ["no_restriction", false, "unspecified"],
    ["None", false, "unspecified"],
    ["lax", false, "lax"],
    ["Lax", true, "lax"],
    ["strict", false, "strict"],
    ["Strict", true, "strict"],
    ["unspecified", true, "unspecified"],
    [null, true, "unspecified"],
    [undefined, false, "unspecified"],
    ["weird", false, "unspecified"],
  ] as const)("maps sameSite %s (secure %s) to %s", (sameSite, secure, expected) => {
    expect(mapSameSite(sameSite, secure)).toBe(expected);
    expect(details({ sameSite, secure }).sameSite).toBe(expected);
  });

  it("keeps a future expirationDate", () => {
    expect(details({ expirationDate: FUTURE }).expirationDate).toBe(FUTURE);
  });

  it("drops a past expirationDate (the cookie lasts for the browser session)", () => {
    expect(details({ expirationDate: PAST })).not.toHaveProperty("expirationDate");
  });

  it("gives session cookies no expirationDate even when one is exported", () => {
    expect(details({ session: true, expirationDate: FUTURE })).not.toHaveProperty("expirationDate");
    expect(details({ session: true })).not.toHaveProperty("expirationDate");
    expect(details({ expirationDate: null })).not.toHaveProperty("expirationDate");
    expect(details({ expirationDate: Number.NaN })).not.toHaveProperty("expirationDate");
  });

  it("ignores the exporting browser's storeId", () => {
    expect(details({ storeId: "1" })).not.toHaveProperty("storeId");
  });

  it("rejects cookies without a name or with an unusable domain", () => {
    expect(toSetDetails({ name: "", value: "v", domain: ".example.com" })).toBeInstanceOf(Error);
    expect(toSetDetails({ name: "a", value: "v", domain: "" })).toBeInstanceOf(Error);
    expect(toSetDetails({ name: "a", value: "v", domain: "exa mple.com" })).toBeInstanceOf(Error);
    expect(toSetDetails({ name: "a", value: "v", domain: "evil.com/path" })).toBeInstanceOf(Error);
  });

  it("lower-cases the domain and accepts IPv4 hosts", () => {
    expect(details({ domain: ".Example.COM" }).url).toBe("http://example.com/");
    expect(details({ domain: "127.0.0.1", hostOnly: true }).url).toBe("http://127.0.0.1/");
  });
});

describe("applied cookies", () => {
  it("remembers url, name, domain, path and storeId, and removes by url + name + storeId", () => {
    const d = details({ domain: ".example.com", path: "/x", secure: true });
    const applied = appliedCookie(d, "0");
    expect(applied).toEqual({
      url: "https://example.com/x",
      name: "sid",
      domain: ".example.com",
      path: "/x",
      storeId: "0",
    });
    expect(removalDetails(applied)).toEqual({ url: "https://example.com/x", name: "sid", storeId: "0" });
  });

  it("leaves storeId and domain out when unknown / host-only", () => {
    const applied = appliedCookie(details({ domain: "a.example.com", hostOnly: true }));
    expect(applied).toEqual({ url: "http://a.example.com/", name: "sid", path: "/" });
    expect(removalDetails(applied)).toEqual({ url: "http://a.example.com/", name: "sid" });
  });

  it("tells host-only and domain cookies of the same name apart", () => {
    const hostOnly = appliedCookie(details({ domain: "example.com", hostOnly: true }));
    const domain = appliedCookie(details({ domain: ".example.com" }));
    expect(cookieKey(hostOnly)).not.toBe(cookieKey(domain));
    expect(cookieKey(domain)).toBe(cookieKey(appliedCookie(details({ domain: ".example.com", value: "other" }))));
  });
});
