import { describe, expect, it } from "vitest";
import {
  appliedStorage,
  capturedEntries,
  judgePage,
  parseMarker,
  parseStorageEntries,
  pickSiteTab,
  primingOrder,
  primingUrl,
  removalPlan,
  serviceForUrl,
  toExportedCookie,
  uniqueCookies,
} from "./site-storage.ts";

const APP = ["http://localhost:8787", "http://127.0.0.1:8787"];

describe("storage entries of a session", () => {
  it("keeps http(s) origins with string values and refuses anything else", () => {
    expect(parseStorageEntries({ "https://a.test": { token: "t", theme: "dark" }, "https://b.test": {} })).toEqual({
      "https://a.test": { token: "t", theme: "dark" },
    });
    expect(parseStorageEntries(undefined)).toEqual({});
    expect(parseStorageEntries({ "https://a.test/path": { k: "v" } })).toBeNull();
    expect(parseStorageEntries({ "javascript:alert(1)": { k: "v" } })).toBeNull();
    expect(parseStorageEntries({ "https://a.test": { k: 1 } })).toBeNull();
    expect(parseStorageEntries([])).toBeNull();
  });

  it("remembers the keys it wrote and primes the service's own origin last, on a page without its scripts", () => {
    const entries = { "https://app.a.test": { token: "t" }, "https://auth.a.test": { id: "1", at: "2" } };
    expect(appliedStorage(entries)).toEqual({ "https://app.a.test": ["token"], "https://auth.a.test": ["id", "at"] });
    expect(primingOrder(entries, "https://app.a.test/home")).toEqual(["https://auth.a.test", "https://app.a.test"]);
    expect(primingUrl("https://app.a.test")).toBe("https://app.a.test/robots.txt");
  });

  it("clears a service's origin whole, but only its own keys where the panel runs", () => {
    expect(
      removalPlan(
        {
          "http://demo-site.test:8787": ["demo_site_token"],
          "http://127.0.0.1:8787": ["demo_site_token"],
          "https://x.test": [],
        },
        APP,
      ),
    ).toEqual({
      wholeOrigins: ["http://demo-site.test:8787"],
      keysInPage: { "http://127.0.0.1:8787": ["demo_site_token"] },
    });
  });
});

describe("capturing a site's session", () => {
  it("exports browser cookies in the cookie-editor format, persistent ones with their expiry", () => {
    const base = { domain: ".a.test", path: "/", secure: true, httpOnly: true, sameSite: "lax", hostOnly: false };
    expect(
      toExportedCookie({ ...base, name: "sid", value: "v", session: false, expirationDate: 1_900_000_000 }),
    ).toEqual({
      ...base,
      name: "sid",
      value: "v",
      session: false,
      expirationDate: 1_900_000_000,
    });
    expect(toExportedCookie({ ...base, name: "tmp", value: "v", session: true, expirationDate: 5 })).not.toHaveProperty(
      "expirationDate",
    );
  });

  it("counts a cookie found by two lookups once", () => {
    const c = (name: string, domain: string) => ({ name, domain, path: "/" });
    expect(
      uniqueCookies([
        [c("a", "x.test"), c("b", ".x.test")],
        [c("a", "x.test"), c("a", "y.x.test")],
      ]),
    ).toHaveLength(3);
  });

  it("picks the active web tab, else the last used one, never the panel", () => {
    const tabs = [
      { id: 1, url: "chrome-extension://abc/popup.html", active: true, lastAccessed: 50 },
      { id: 2, url: "http://localhost:8787/panel", lastAccessed: 40 },
      { id: 3, url: "https://site.test/home", lastAccessed: 30 },
      { id: 4, url: "https://other.test/", lastAccessed: 10 },
    ];
    expect(pickSiteTab(tabs, APP)?.id).toBe(3);
    expect(pickSiteTab([...tabs, { id: 5, url: "https://b.test/", active: true }], APP)?.id).toBe(5);
    expect(pickSiteTab(tabs.slice(0, 2), APP)).toBeNull();
    // The local demo site shares the panel's origin: under a service's address it counts.
    const demo = [...tabs.slice(0, 2), { id: 6, url: "http://127.0.0.1:8787/demo-site", lastAccessed: 45 }];
    expect(pickSiteTab(demo, APP)).toBeNull();
    expect(pickSiteTab(demo, APP, ["http://127.0.0.1:8787/demo-site"])?.id).toBe(6);
  });

  it("never captures the panel's own storage keys on an origin the panel runs on", () => {
    const page = { auth_token: "panel-jwt", demo_site_token: "t" };
    expect(capturedEntries("http://127.0.0.1:8787", page, APP, ["auth_token"])).toEqual({ demo_site_token: "t" });
    expect(capturedEntries("https://site.test", page, APP, ["auth_token"])).toEqual(page);
  });

  it("preselects the service whose address is on the tab's site", () => {
    const targets = [
      { uuid: "1", accessUrl: "https://www.stream.test/browse" },
      { uuid: "2", accessUrl: "http://demo-site.test:8787/demo-site" },
      { uuid: "3", accessUrl: null },
    ];
    expect(serviceForUrl(targets, "http://demo-site.test:8787/demo-site/account")?.uuid).toBe("2");
    expect(serviceForUrl(targets, "https://stream.test/login")?.uuid).toBe("1");
    expect(serviceForUrl(targets, "https://elsewhere.test/")).toBeNull();
  });
});

describe("the page check after opening a service", () => {
  it("judges the page by the service's markers, as the Worker's probe does", () => {
    const marker = parseMarker({ signedInText: "Signed in as", signedOutText: null });
    expect(marker).toEqual({ signedInText: "Signed in as", signedOutText: null });
    if (!marker) return;
    expect(judgePage("Signed in as Team plan", marker)).toBe(true);
    expect(judgePage("Signed out", marker)).toBe(false);
    expect(judgePage("Signed in as X. Sign in again", { signedInText: null, signedOutText: "Sign in again" })).toBe(
      false,
    );
    expect(parseMarker({ signedInText: "", signedOutText: 3 })).toBeNull();
    expect(parseMarker(null)).toBeNull();
  });
});
