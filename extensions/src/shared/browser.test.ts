import { describe, expect, it } from "vitest";
import { FIREFOX_EXTENSION_IDS } from "../../firefox-ids.ts";
import { EXTENSION_IDS } from "../../ids.ts";
import { extensionIdsFor, relayedPanelOrigin } from "./browser.ts";

const ORIGINS = ["http://localhost:8787", "https://app.example.com"];
const OWN = FIREFOX_EXTENSION_IDS.core;
const TAB = { id: 4 };

describe("extensionIdsFor", () => {
  it("Chrome (and Edge) use the key-derived ids, Firefox the named gecko ids", () => {
    expect(extensionIdsFor("chrome")).toEqual(EXTENSION_IDS);
    expect(extensionIdsFor("firefox")).toEqual(FIREFOX_EXTENSION_IDS);
  });

  it("gecko ids look like e-mail addresses, differ from each other and never change", () => {
    for (const id of Object.values(FIREFOX_EXTENSION_IDS)) expect(id).toMatch(/^[a-z0-9-._]+@[a-z0-9-._]+$/);
    expect(FIREFOX_EXTENSION_IDS).toEqual({
      core: "access@premiumhub.extensions",
      helper: "session-helper@premiumhub.extensions",
    });
  });
});

describe("relayedPanelOrigin", () => {
  it("takes the origin the browser reports for the top frame of an app page", () => {
    expect(relayedPanelOrigin({ id: OWN, tab: TAB, frameId: 0, origin: "https://app.example.com" }, OWN, ORIGINS)).toBe(
      "https://app.example.com",
    );
  });

  it("falls back to the origin of sender.url when the browser sets no sender.origin", () => {
    expect(
      relayedPanelOrigin({ id: OWN, tab: TAB, frameId: 0, url: "http://localhost:8787/panel/services" }, OWN, ORIGINS),
    ).toBe("http://localhost:8787");
  });

  it("prefers sender.origin over the URL", () => {
    expect(
      relayedPanelOrigin(
        { id: OWN, tab: TAB, frameId: 0, origin: "http://evil.test", url: "http://localhost:8787/panel" },
        OWN,
        ORIGINS,
      ),
    ).toBeNull();
  });

  it("refuses other extensions, extension pages, frames and other origins", () => {
    const good = { id: OWN, tab: TAB, frameId: 0, origin: "http://localhost:8787" };
    expect(relayedPanelOrigin({ ...good, id: "other@example.test" }, OWN, ORIGINS)).toBeNull();
    expect(relayedPanelOrigin({ ...good, tab: undefined }, OWN, ORIGINS)).toBeNull();
    expect(relayedPanelOrigin({ ...good, frameId: 3 }, OWN, ORIGINS)).toBeNull();
    expect(relayedPanelOrigin({ ...good, frameId: undefined }, OWN, ORIGINS)).toBeNull();
    for (const origin of ["http://localhost:8788", "https://localhost:8787", "null", "http://app.example.com"]) {
      expect(relayedPanelOrigin({ ...good, origin }, OWN, ORIGINS), origin).toBeNull();
    }
    const { origin: _origin, ...noOrigin } = good;
    expect(relayedPanelOrigin({ ...noOrigin, url: "about:blank" }, OWN, ORIGINS)).toBeNull();
    expect(relayedPanelOrigin({ ...noOrigin, url: "not a url" }, OWN, ORIGINS)).toBeNull();
    expect(relayedPanelOrigin(noOrigin, OWN, ORIGINS)).toBeNull();
  });
});
