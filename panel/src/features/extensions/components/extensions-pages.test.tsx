import { EXTENSION_GUIDE_STEPS } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { canInstallExtensions } from "../../../lib/can-install-extensions.ts";
import {
  EXTENSION_RELEASES,
  extensionHello as hello,
  makeUser,
  mockApi,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import { GUIDE_STEPS } from "./extension-setup-modal.tsx";

const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("en", key, vars);

function setup({ services = [] as unknown[] } = {}) {
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/extension/releases": () => ({ body: EXTENSION_RELEASES }),
    "GET /api/users/services": () => ({ body: services }),
  });
}

describe("dashboard extension alerts", () => {
  it("shows the outdated alert linking to the outdated page, which lists the extension", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.0.0");
    await hello("helper", "1.1.0");
    const alert = await screen.findByTestId("extension-outdated-alert");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain(en("extensions.alert.outdated.body", { names: "PremiumHub Access" }));
    expect(screen.queryByTestId("extension-blocked-alert")).toBeNull();

    await user.click(within(alert).getByRole("link", { name: en("extensions.alert.outdated.link") }));
    expect(await screen.findByTestId("outdated-heading")).toBeVisible();
    expect(screen.getByTestId("outdated-message").textContent).toContain(en("extensions.outdated.lead"));
    const items = screen.getAllByTestId("outdated-extension");
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("PremiumHub Access");
    expect(items[0]?.textContent).toContain(
      en("extensions.outdated.versions", { installed: "1.0.0", minimum: "1.2.0" }),
    );
    const link = within(items[0] as HTMLElement).getByRole("link");
    expect(link.getAttribute("href")).toBe("/api/extension/download/core/1.4.0");
  });

  it("shows the blocked alert; the security page names the conflicts and checks again", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.4.0", ["cookie-editor-demo", "not-on-the-server-list"]);
    const alert = await screen.findByTestId("extension-blocked-alert");
    expect(alert.textContent).toContain("Cookie Editor");
    expect(screen.queryByTestId("extension-outdated-alert")).toBeNull();

    await user.click(within(alert).getByRole("link", { name: en("extensions.alert.blocked.link") }));
    await screen.findByTestId("security-alert-heading");
    expect(screen.getByTestId("security-message").textContent).toContain(en("extensions.security.lead"));
    expect(screen.getAllByTestId("conflicting-extension").map((li) => li.textContent)).toEqual(["Cookie Editor"]);

    // The user removed it; the extension announces itself again without the conflict.
    await user.click(screen.getByRole("button", { name: en("extensions.security.checkAgain") }));
    await hello("core", "1.4.0", []);
    await waitFor(() =>
      expect(screen.getByTestId("security-check-result").textContent).toBe(en("extensions.security.clear")),
    );
    expect(screen.queryAllByTestId("conflicting-extension")).toHaveLength(0);
  });

  it("shows no alert for current versions without conflicts", async () => {
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.4.0");
    await hello("helper", "1.1.0");
    await screen.findByTestId("dashboard-extensions");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("outdated and security pages say one thing", () => {
  it("with current extensions and no conflicts, neither page warns", async () => {
    setup();
    const { router } = renderApp("/panel/addons/outdated");
    await screen.findByTestId("outdated-heading");
    await hello("core", "1.4.0");
    await hello("helper", "1.1.0");
    expect((await screen.findByTestId("outdated-none")).textContent).toBe(en("extensions.outdated.none"));
    expect(screen.queryByTestId("outdated-message")).toBeNull();
    await act(() => router.navigate({ to: "/panel/addons/security-alert" }));
    expect((await screen.findByTestId("security-none")).textContent).toBe(en("extensions.security.none"));
    expect(screen.queryByTestId("security-message")).toBeNull();
  });

  it("without any extension, the outdated page says none was detected instead of warning", async () => {
    setup();
    renderApp("/panel/addons/outdated");
    expect((await screen.findByTestId("outdated-none")).textContent).toBe(en("extensions.addons.notDetected"));
    expect(screen.queryByTestId("outdated-message")).toBeNull();
  });
});

describe("addons page", () => {
  it("lists each extension with installed and latest version, state badge and download", async () => {
    setup();
    renderApp("/panel/addons");
    const cards = await screen.findAllByTestId("addon-card");
    expect(screen.getByTestId("addons-not-detected")).toBeVisible();
    expect(cards.map((c) => within(c).getByTestId("addon-installed").textContent)).toEqual([
      en("extensions.addons.notInstalled"),
      en("extensions.addons.notInstalled"),
    ]);
    await hello("core", "1.3.0");
    await hello("helper", "0.9.0");
    await waitFor(() =>
      expect(screen.getAllByTestId("addon-state").map((b) => b.textContent)).toEqual([
        en("extensions.state.updateAvailable"),
        en("extensions.state.outdated"),
      ]),
    );
    const [core, helper] = screen.getAllByTestId("addon-card") as [HTMLElement, HTMLElement];
    expect(within(core).getByTestId("addon-installed").textContent).toBe("1.3.0");
    expect(within(core).getByTestId("addon-latest").textContent).toBe("1.4.0");
    // The uploaded release is a same-origin download; the fallback link opens in a new tab.
    expect(within(core).getByTestId("extension-download").getAttribute("href")).toBe(
      "/api/extension/download/core/1.4.0",
    );
    const fallback = within(helper).getByTestId("extension-download");
    expect(fallback.getAttribute("href")).toBe("https://example.com/helper.zip");
    expect(fallback.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByTestId("addons-not-detected")).toBeNull();
  });
});

describe("addons page, issue 27", () => {
  it("offers one-click install from the store when a listing is configured, the file as an alternative", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/extension/releases": () => ({
        body: {
          ...EXTENSION_RELEASES,
          extensions: EXTENSION_RELEASES.extensions.map((e) =>
            e.id === "core" ? { ...e, storeUrl: "https://chromewebstore.google.com/detail/premiumhub-access/abc" } : e,
          ),
        },
      }),
    });
    renderApp("/panel/addons");
    const [core, helper] = (await screen.findAllByTestId("addon-card")) as [HTMLElement, HTMLElement];
    const store = within(core).getByTestId("extension-store-install");
    expect(store.getAttribute("href")).toBe("https://chromewebstore.google.com/detail/premiumhub-access/abc");
    expect(store.textContent).toContain(en("extensions.store.addChrome"));
    expect(
      within(core)
        .getByRole("link", { name: en("extensions.store.orFile") })
        .getAttribute("href"),
    ).toBe("/api/extension/download/core/1.4.0");
    expect(within(core).queryByTestId("extension-download")).toBeNull();
    // Not published: the file, as before.
    expect(within(helper).queryByTestId("extension-store-install")).toBeNull();
    expect(within(helper).getByTestId("extension-download")).toBeVisible();
  });

  it("?guide=1 opens the setup guide at once, with a picture of what the user will see", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel/addons?guide=1");
    const dialog = await screen.findByRole("dialog");
    const next = () => within(dialog).getByRole("button", { name: en("extensions.setup.next") });
    await user.click(next());
    expect(within(dialog).getByRole("img", { name: en("extensions.picture.unzip") })).toBeVisible();
    await user.click(next());
    const developerMode = within(dialog).getByRole("img", { name: en("extensions.picture.developerMode") });
    expect(developerMode.textContent).toContain(en("extensions.picture.chrome.developerMode"));
    await user.click(next());
    expect(within(dialog).getByRole("img", { name: en("extensions.picture.loadUnpacked") }).textContent).toContain(
      en("extensions.picture.chrome.loadUnpacked"),
    );
    await user.click(next());
    expect(within(dialog).getByRole("img", { name: en("extensions.picture.pin") })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  describe("on a phone", () => {
    const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
    it("says services open on a computer and mails the guide's link there, in the page's language", async () => {
      const user = userEvent.setup();
      vi.stubGlobal("navigator", { ...navigator, userAgent: phone });
      const calls = mockApi({
        ...signedInRoutes(makeUser()),
        "GET /api/extension/releases": () => ({ body: EXTENSION_RELEASES }),
        "POST /api/extension/setup-link": () => ({ body: { sentTo: "rina@example.com" } }),
      });
      renderApp("/id/panel/addons?guide=1", { basepath: "/id", locale: "id" });
      const notice = await screen.findByTestId("computer-only-notice");
      expect(within(notice).getByRole("heading").textContent).toBe(translate("id", "extensions.computer.title"));
      // No guide that cannot be followed here.
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(screen.queryByRole("button", { name: translate("id", "extensions.setup.open") })).toBeNull();
      await user.click(within(notice).getByRole("button", { name: translate("id", "extensions.computer.send") }));
      expect((await within(notice).findByTestId("computer-link-sent")).textContent).toBe(
        translate("id", "extensions.computer.sent", { email: "rina@example.com" }),
      );
      expect(calls.filter((c) => c.path === "/api/extension/setup-link").map((c) => c.body)).toEqual([
        { locale: "id" },
      ]);
    });

    it("the dashboard shows the same notice instead of the install checklist", async () => {
      vi.stubGlobal("navigator", { ...navigator, userAgent: phone });
      setup();
      renderApp("/panel");
      expect(await screen.findByTestId("computer-only-notice")).toBeVisible();
      expect(screen.queryByTestId("setup-checklist")).toBeNull();
    });
  });
});

describe("extension setup guide", () => {
  it("has the 7 steps of docs/product.md#extensions", () => {
    expect(GUIDE_STEPS).toHaveLength(EXTENSION_GUIDE_STEPS);
    expect(GUIDE_STEPS[2]?.note?.kind).toBe("tip");
    expect(GUIDE_STEPS[3]?.note?.kind).toBe("security");
  });

  it("opens from the dashboard, walks its steps and closes", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel");
    await user.click(await screen.findByRole("button", { name: en("extensions.setup.open") }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const progress = () => screen.getByTestId("extension-setup-progress").textContent;
    expect(progress()).toBe(en("extensions.setup.progress", { step: 1, total: 7 }));
    expect(within(dialog).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");

    // Step 1: the two downloads and the video facade; the iframe only after the click.
    const downloads = await within(dialog).findAllByTestId("extension-download");
    expect(downloads.map((a) => a.getAttribute("href"))).toEqual([
      "/api/extension/download/core/1.4.0",
      "https://example.com/helper.zip",
    ]);
    expect(dialog.querySelector("iframe")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: new RegExp(en("extensions.video.play")) }));
    const iframe = dialog.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?autoplay=1$/);

    const next = () => within(dialog).getByRole("button", { name: en("extensions.setup.next") });
    await user.click(next());
    await user.click(next());
    expect(progress()).toBe(en("extensions.setup.progress", { step: 3, total: 7 }));
    expect(within(dialog).getByTestId("extension-note-tip").textContent).toContain(en("extensions.setup.step3.tip"));
    // The new step's heading has the focus, inside the dialog.
    expect(document.activeElement?.tagName).toBe("H3");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(next());
    expect(within(dialog).getByTestId("extension-note-security").textContent).toContain(
      en("extensions.setup.step4.security"),
    );
    await user.click(next());
    await user.click(next());
    await user.click(next());
    expect(progress()).toBe(en("extensions.setup.progress", { step: 7, total: 7 }));
    expect(within(dialog).queryByRole("button", { name: en("extensions.setup.next") })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: en("extensions.setup.back") }));
    expect(progress()).toBe(en("extensions.setup.progress", { step: 6, total: 7 }));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: en("extensions.setup.open") }));
    const again = await screen.findByRole("dialog");
    expect(screen.getByTestId("extension-setup-progress").textContent).toBe(
      en("extensions.setup.progress", { step: 1, total: 7 }),
    );
    await user.click(within(again).getByRole("button", { name: en("extensions.setup.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("never opens by itself: the dashboard offers a checklist ticked by the extensions' hello", async () => {
    setup({ services: [{ uuid: "s1", name: "Netflix" }] });
    renderApp("/panel");
    const checklist = await screen.findByTestId("setup-checklist");
    const progress = () => within(checklist).getByTestId("setup-checklist-progress").textContent;
    expect(progress()).toBe(en("extensions.checklist.progress", { done: 0, total: 3 }));
    await hello("core", "1.4.0");
    expect(progress()).toBe(en("extensions.checklist.progress", { done: 1, total: 3 }));
    expect(within(screen.getByTestId("setup-item-core")).getByText(en("extensions.checklist.done"))).toBeVisible();
    expect(within(screen.getByTestId("setup-item-helper")).getByText(en("extensions.checklist.todo"))).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Both installed and current: nothing left to do, the checklist goes away.
    await hello("helper", "1.1.0");
    await waitFor(() => expect(screen.queryByTestId("setup-checklist")).toBeNull());
  });

  it("counts an outdated extension as installed but not up to date", async () => {
    setup();
    renderApp("/panel");
    await screen.findByTestId("setup-checklist");
    await hello("core", "1.0.0");
    await hello("helper", "1.1.0");
    expect(screen.getByTestId("setup-checklist-progress").textContent).toBe(
      en("extensions.checklist.progress", { done: 2, total: 3 }),
    );
    expect(
      within(screen.getByTestId("setup-item-up-to-date")).getByText(en("extensions.checklist.todo")),
    ).toBeVisible();
  });

  it("stays hidden once dismissed, also after a reload", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel");
    const checklist = await screen.findByTestId("setup-checklist");
    await user.click(within(checklist).getByRole("button", { name: en("extensions.checklist.dismiss") }));
    expect(screen.queryByTestId("setup-checklist")).toBeNull();
    cleanup();
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId("setup-checklist")).toBeNull();
  });

  it("gives focus back to the checklist's button when the guide closes", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/panel");
    const button = within(await screen.findByTestId("setup-checklist")).getByRole("button", {
      name: en("extensions.setup.open"),
    });
    button.focus();
    await user.click(button);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});

describe("canInstallExtensions", () => {
  const nav = (userAgent: string, mobile?: boolean) =>
    ({ userAgent, ...(mobile === undefined ? {} : { userAgentData: { mobile } }) }) as unknown as Navigator;
  it("is false on phones and tablets, true on desktop Chrome", () => {
    expect(canInstallExtensions(nav("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36"))).toBe(true);
    expect(
      canInstallExtensions(nav("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36")),
    ).toBe(false);
    expect(canInstallExtensions(nav("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"))).toBe(
      false,
    );
    expect(canInstallExtensions(nav("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", true))).toBe(false);
  });
});
