import { translate } from "@app/shared/i18n/translate";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXTENSION_RELEASES, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";
import { guideSteps } from "./extension-setup-modal.tsx";

// Firefox and Edge (docs/decisions/059-firefox-and-edge-extensions.md): their files and their steps.
const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("en", key, vars);

const UA = {
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  chrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
};

/** The core has a Firefox build; the helper has none yet. */
const RELEASES = {
  ...EXTENSION_RELEASES,
  extensions: EXTENSION_RELEASES.extensions.map((e) =>
    e.id === "core"
      ? {
          ...e,
          firefoxDownloadUrl: "/api/extension/download/core/1.4.0/firefox",
          firefoxStoreUrl: null,
          edgeStoreUrl: null,
        }
      : { ...e, firefoxDownloadUrl: null, firefoxStoreUrl: null, edgeStoreUrl: null },
  ),
};

function setup(userAgent: string) {
  vi.stubGlobal("navigator", { ...navigator, userAgent });
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/extension/releases": () => ({ body: RELEASES }),
    "GET /api/users/services": () => ({ body: [] }),
  });
}

describe("the Addons page and the setup guide in Firefox", () => {
  it("say it is Firefox and offer the Firefox files only", async () => {
    setup(UA.firefox);
    renderApp("/panel/addons");
    const note = await screen.findByTestId("addons-browser-note");
    expect(note.getAttribute("data-browser")).toBe("firefox");
    expect(note.textContent).toBe(en("extensions.browser.firefox"));
    const cards = await screen.findAllByTestId("addon-card");
    const core = cards.find((c) => c.dataset.extensionId === "core") as HTMLElement;
    const helper = cards.find((c) => c.dataset.extensionId === "helper") as HTMLElement;
    expect(within(core).getByTestId("extension-download").getAttribute("href")).toBe(
      "/api/extension/download/core/1.4.0/firefox",
    );
    // No Firefox build of the helper yet: never the Chrome file (Firefox cannot install it).
    expect(within(helper).queryByTestId("extension-download")).toBeNull();
    expect(helper.textContent).toContain(en("extensions.downloadUnavailable", { name: "PremiumHub Session Helper" }));
  });

  it("walk Firefox's steps, without the pictures of Chrome's pages", async () => {
    const user = userEvent.setup();
    setup(UA.firefox);
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("extension-setup-modal").getAttribute("data-browser")).toBe("firefox");
    expect(dialog.textContent).toContain(en("extensions.setup.firefox.step1.body"));
    const downloads = await within(dialog).findAllByTestId("extension-download");
    expect(downloads.map((a) => a.getAttribute("href"))).toEqual(["/api/extension/download/core/1.4.0/firefox"]);
    const next = () => within(dialog).getByRole("button", { name: en("extensions.setup.next") });
    await user.click(next());
    expect(dialog.textContent).toContain(en("extensions.setup.firefox.step2.body"));
    expect(within(dialog).queryByRole("img")).toBeNull();
    await user.click(next());
    expect(within(dialog).getByTestId("extension-note-tip").textContent).toContain(
      en("extensions.setup.firefox.step3.tip"),
    );
    await user.click(next());
    expect(within(dialog).getByTestId("extension-note-security").textContent).toContain(
      en("extensions.setup.firefox.step4.security"),
    );
    await user.click(next());
    expect(dialog.textContent).toContain(en("extensions.setup.firefox.step5.body"));
    expect(within(dialog).queryByRole("img")).toBeNull();
  });

  it("speak Indonesian with kamu", async () => {
    setup(UA.firefox);
    renderApp("/id/panel/addons", { basepath: "/id", locale: "id" });
    expect((await screen.findByTestId("addons-browser-note")).textContent).toBe(
      translate("id", "extensions.browser.firefox"),
    );
  });
});

describe("the Addons page and the setup guide in Edge", () => {
  it("offer the Chrome files with Edge's words and steps", async () => {
    const user = userEvent.setup();
    setup(UA.edge);
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    const downloads = await within(dialog).findAllByTestId("extension-download");
    expect(downloads.map((a) => a.getAttribute("href"))).toEqual([
      "/api/extension/download/core/1.4.0",
      "https://example.com/helper.zip",
    ]);
    const next = () => within(dialog).getByRole("button", { name: en("extensions.setup.next") });
    await user.click(next());
    // Unzipping is the same everywhere.
    expect(within(dialog).getByRole("img", { name: en("extensions.picture.unzip") })).toBeVisible();
    await user.click(next());
    expect(dialog.textContent).toContain(en("extensions.setup.edge.step3.body"));
    expect(within(dialog).getByTestId("extension-note-tip").textContent).toContain(
      en("extensions.setup.edge.step3.tip"),
    );
    expect(within(dialog).queryByRole("img")).toBeNull();
    await user.click(next());
    await user.click(next());
    expect(dialog.textContent).toContain(en("extensions.setup.edge.step5.body"));
    await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.close") }));
    expect((await screen.findByTestId("addons-browser-note")).textContent).toBe(en("extensions.browser.edge"));
  });

  it("offer Edge's own store listing when there is one", async () => {
    vi.stubGlobal("navigator", { ...navigator, userAgent: UA.edge });
    const listing = "https://microsoftedge.microsoft.com/addons/detail/premiumhub-access/abc";
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/extension/releases": () => ({
        body: {
          ...RELEASES,
          extensions: RELEASES.extensions.map((e) => (e.id === "core" ? { ...e, edgeStoreUrl: listing } : e)),
        },
      }),
    });
    renderApp("/panel/addons");
    const store = await screen.findByTestId("extension-store-install");
    expect(store.getAttribute("href")).toBe(listing);
    expect(store.textContent).toContain(en("extensions.store.addEdge"));
  });
});

describe("the Addons page in Chrome", () => {
  it("has no browser note and Chrome's steps", async () => {
    setup(UA.chrome);
    renderApp("/panel/addons");
    await screen.findAllByTestId("addon-card");
    expect(screen.queryByTestId("addons-browser-note")).toBeNull();
    expect(guideSteps("chrome").map((s) => s.body)).toEqual(guideSteps("other").map((s) => s.body));
    expect(guideSteps("firefox")).toHaveLength(7);
    expect(guideSteps("edge")).toHaveLength(7);
  });
});
