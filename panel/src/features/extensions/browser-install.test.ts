import { describe, expect, it } from "vitest";
import { installOffer, storeInstallable } from "./browser-install.ts";

const RELEASE = {
  href: "/api/extension/download/core/1.5.0",
  storeUrl: "https://chromewebstore.google.com/detail/x",
  firefoxDownloadUrl: "/api/extension/download/core/1.5.0/firefox",
  firefoxStoreUrl: "https://addons.mozilla.org/firefox/addon/x/",
  edgeStoreUrl: "https://microsoftedge.microsoft.com/addons/detail/x",
};

describe("installOffer", () => {
  it("offers Firefox its own build and listing", () => {
    expect(installOffer(RELEASE, "firefox")).toEqual({
      href: RELEASE.firefoxDownloadUrl,
      storeUrl: RELEASE.firefoxStoreUrl,
      storeLabel: "extensions.store.addFirefox",
    });
  });

  it("never offers Firefox the Chrome file, even when it has no build of its own", () => {
    expect(installOffer({ ...RELEASE, firefoxDownloadUrl: null, firefoxStoreUrl: null }, "firefox")).toMatchObject({
      href: null,
      storeUrl: null,
    });
    expect(installOffer({ href: RELEASE.href, storeUrl: null }, "firefox").href).toBeNull();
  });

  it("offers Edge the Chrome build with its own listing, else the Chrome Web Store", () => {
    expect(installOffer(RELEASE, "edge")).toEqual({
      href: RELEASE.href,
      storeUrl: RELEASE.edgeStoreUrl,
      storeLabel: "extensions.store.addEdge",
    });
    expect(installOffer({ ...RELEASE, edgeStoreUrl: null }, "edge")).toEqual({
      href: RELEASE.href,
      storeUrl: RELEASE.storeUrl,
      storeLabel: "extensions.store.addEdge",
    });
  });

  it("offers Chrome and other browsers the Chrome build and the Chrome Web Store", () => {
    for (const browser of ["chrome", "other"] as const)
      expect(installOffer(RELEASE, browser)).toEqual({
        href: RELEASE.href,
        storeUrl: RELEASE.storeUrl,
        storeLabel: "extensions.store.addChrome",
      });
  });
});

describe("storeInstallable", () => {
  it("is true only when every extension has a listing in this browser", () => {
    const helper = { href: "/h.zip", storeUrl: "https://chromewebstore.google.com/detail/h" };
    expect(storeInstallable([RELEASE, helper], "chrome")).toBe(true);
    expect(storeInstallable([RELEASE, { ...helper, storeUrl: null }], "chrome")).toBe(false);
    // Firefox needs addons.mozilla.org listings of its own.
    expect(storeInstallable([RELEASE, helper], "firefox")).toBe(false);
    expect(storeInstallable([], "chrome")).toBe(false);
  });
});
