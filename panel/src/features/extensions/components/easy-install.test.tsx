import { translate } from "@app/shared/i18n/translate";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  EXTENSION_RELEASES,
  extensionHello as hello,
  makeUser,
  mockApi,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

// Issue 46, item 6: extensions pleasant to install and to keep.
const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("en", key, vars);
const id = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("id", key, vars);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const LISTINGS = {
  core: "https://chromewebstore.google.com/detail/premiumhub-access/core",
  helper: "https://chromewebstore.google.com/detail/premiumhub-session-helper/helper",
};

function setup(releases = EXTENSION_RELEASES) {
  vi.stubGlobal("navigator", { ...navigator, userAgent: CHROME });
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/extension/releases": () => ({ body: releases }),
    "GET /api/users/services": () => ({ body: [] }),
  });
}

const listed = {
  ...EXTENSION_RELEASES,
  extensions: EXTENSION_RELEASES.extensions.map((e) => ({ ...e, storeUrl: LISTINGS[e.id as "core" | "helper"] })),
};

describe("the Addons page", () => {
  it("says Up to date with the version, the download only a secondary link", async () => {
    setup();
    renderApp("/panel/addons");
    await screen.findAllByTestId("addon-card");
    await hello("core", "1.4.0");
    await hello("helper", "1.1.0");
    const [core, helper] = screen.getAllByTestId("addon-card") as [HTMLElement, HTMLElement];
    expect(within(core).getByTestId("addon-up-to-date").textContent).toBe(
      en("extensions.addons.upToDate", { version: "1.4.0" }),
    );
    expect(within(helper).getByTestId("addon-up-to-date").textContent).toBe(
      en("extensions.addons.upToDate", { version: "1.1.0" }),
    );
    // No primary download button on a current extension; the file stays one quiet click away.
    expect(within(core).queryByTestId("extension-download")).toBeNull();
    const again = within(core).getByTestId("extension-download-again");
    expect(again.getAttribute("href")).toBe("/api/extension/download/core/1.4.0");
    expect(again.className).not.toContain("bg-brand-600");
    expect(again.textContent).toContain(en("extensions.addons.downloadAgain"));
  });

  it("keeps a primary update action for an extension below the latest release", async () => {
    setup();
    renderApp("/panel/addons");
    await screen.findAllByTestId("addon-card");
    await hello("core", "1.0.0");
    await hello("helper", "1.0.0");
    const [core, helper] = screen.getAllByTestId("addon-card") as [HTMLElement, HTMLElement];
    const update = within(core).getByTestId("extension-download");
    expect(update.textContent).toContain(en("extensions.addons.update", { version: "1.4.0" }));
    expect(update.className).toContain("bg-brand-600");
    expect(within(helper).getByTestId("extension-download").textContent).toContain(
      en("extensions.addons.update", { version: "1.1.0" }),
    );
    expect(screen.queryByTestId("addon-up-to-date")).toBeNull();
  });
});

describe("installing from the stores", () => {
  it("is one click per extension, each ticked as soon as it says hello", async () => {
    const user = userEvent.setup();
    setup(listed);
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    const rows = await within(dialog).findAllByTestId("store-install-row");
    expect(within(dialog).getByTestId("extension-setup-progress").textContent).toBe(
      en("extensions.setup.progress", { step: 1, total: 3 }),
    );
    const buttons = within(dialog).getAllByTestId("extension-store-install");
    expect(buttons.map((b) => b.getAttribute("href"))).toEqual([LISTINGS.core, LISTINGS.helper]);
    expect(buttons.every((b) => b.textContent?.startsWith(en("extensions.store.addChrome")))).toBe(true);
    expect(buttons.every((b) => b.getAttribute("target") === "_blank")).toBe(true);
    // No files, folders or developer mode on this way.
    expect(within(dialog).queryByTestId("extension-download")).toBeNull();
    expect(dialog.textContent).not.toContain(en("extensions.setup.step3.title"));

    // Back from the store's tab, the guide asks the extensions to say hello again.
    const posted = vi.spyOn(window, "postMessage");
    window.dispatchEvent(new Event("focus"));
    expect(posted).toHaveBeenCalledWith({ source: "premium-panel", type: "hello-request" }, window.location.origin);

    await hello("core", "1.4.0");
    expect(rows[0]?.dataset.installed).toBe("true");
    expect(within(rows[0] as HTMLElement).getByTestId("store-install-state").textContent).toBe(
      en("extensions.store.installed"),
    );
    expect(within(rows[0] as HTMLElement).queryByTestId("extension-store-install")).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId("store-install-state").textContent).toBe(
      en("extensions.store.waiting"),
    );
    await hello("helper", "1.1.0");
    await waitFor(() =>
      expect(within(dialog).getByTestId("store-install-progress").textContent).toBe(
        en("extensions.store.allInstalled"),
      ),
    );

    await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.next") }));
    expect(within(dialog).getByRole("img", { name: en("extensions.picture.pin") })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.next") }));
    expect(within(dialog).getByRole("button", { name: en("extensions.setup.finish") })).toBeVisible();
  });

  it("keeps the files' way while one extension has no listing", async () => {
    setup({
      ...EXTENSION_RELEASES,
      extensions: EXTENSION_RELEASES.extensions.map((e) => (e.id === "core" ? { ...e, storeUrl: LISTINGS.core } : e)),
    });
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("extension-download");
    expect(within(dialog).getByTestId("extension-setup-progress").textContent).toBe(
      en("extensions.setup.progress", { step: 1, total: 7 }),
    );
    expect(within(dialog).queryByTestId("store-install-row")).toBeNull();
  });
});

describe("the setup guide", () => {
  it("asks to pin PremiumHub Access only: the Session Helper needs no pin", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    for (let i = 0; i < 4; i++)
      await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.next") }));
    expect(dialog.textContent).toContain(en("extensions.setup.step5.title"));
    expect(en("extensions.setup.step5.title")).toBe("Pin PremiumHub Access");
    const picture = within(dialog).getByRole("img", { name: en("extensions.picture.pin") });
    const pinned = [...picture.querySelectorAll("[data-pinned]")].map((row) => [
      row.textContent,
      row.getAttribute("data-pinned"),
    ]);
    expect(pinned).toEqual([
      ["PremiumHub Access", "true"],
      ["PremiumHub Session Helper", "false"],
    ]);
  });

  it("draws its pictures in the page's language, Chrome's labels as Chrome shows them", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/id/panel/addons?guide=1", { basepath: "/id", locale: "id" });
    const dialog = await screen.findByRole("dialog");
    const next = () => within(dialog).getByRole("button", { name: id("extensions.setup.next") });
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      await user.click(next());
      for (const picture of within(dialog).queryAllByRole("img")) texts.push(picture.textContent ?? "");
    }
    const drawn = texts.join(" ");
    expect(drawn).toContain("Mode developer");
    expect(drawn).toContain("Muat yang belum dibuka");
    expect(drawn).toContain(id("extensions.picture.chrome.extensions"));
    for (const key of [
      "extensions.picture.chrome.developerMode",
      "extensions.picture.chrome.loadUnpacked",
      "extensions.picture.chrome.pack",
      "services.card.open",
      "services.kind.cookie",
    ] as const)
      expect(drawn, key).not.toContain(en(key));
  });
});
