import { EXTENSION_GUIDE_STEPS } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { extensionBridge } from "../../../lib/extension-bridge.ts";
import { EXTENSION_RELEASES, makeUser, mockApi, renderApp, signedInRoutes } from "../../../lib/test-utils.tsx";
import { HELLO_GRACE_MS, resetSetupAutoOpen } from "../hooks/use-setup-auto-open.ts";
import { GUIDE_STEPS } from "./extension-setup-modal.tsx";

const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("en", key, vars);

function setup({ services = [] as unknown[] } = {}) {
  return mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/extension/releases": () => ({ body: EXTENSION_RELEASES }),
    "GET /api/users/services": () => ({ body: services }),
  });
}

/** Plays an installed extension: the hello as the bridge receives it from this window. */
async function hello(id: string, version: string, conflicts: string[] = []) {
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { source: "premium-ext", type: "hello", id, version, conflicts },
        origin: window.location.origin,
        source: window,
      }),
    );
    await extensionBridge.flush();
  });
}

beforeAll(() => extensionBridge.start());
afterEach(() => {
  extensionBridge.reset();
  resetSetupAutoOpen();
});

describe("dashboard extension alerts", () => {
  it("shows the outdated alert linking to the outdated page, which lists the extension", async () => {
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.0.0");
    await hello("helper", "1.1.0");
    const alert = await screen.findByTestId("extension-outdated-alert");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain(en("extensions.alert.outdated.body", { names: "PremiumHub Access" }));
    expect(screen.queryByTestId("extension-blocked-alert")).toBeNull();

    fireEvent.click(within(alert).getByRole("link", { name: en("extensions.alert.outdated.link") }));
    expect(await screen.findByTestId("outdated-heading")).toBeTruthy();
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
    setup();
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.4.0", ["cookie-editor-demo", "not-on-the-server-list"]);
    const alert = await screen.findByTestId("extension-blocked-alert");
    expect(alert.textContent).toContain("Cookie Editor");
    expect(screen.queryByTestId("extension-outdated-alert")).toBeNull();

    fireEvent.click(within(alert).getByRole("link", { name: en("extensions.alert.blocked.link") }));
    await screen.findByTestId("security-alert-heading");
    expect(screen.getByTestId("security-message").textContent).toContain(en("extensions.security.lead"));
    expect(screen.getAllByTestId("conflicting-extension").map((li) => li.textContent)).toEqual(["Cookie Editor"]);

    // The user removed it; the extension announces itself again without the conflict.
    fireEvent.click(screen.getByRole("button", { name: en("extensions.security.checkAgain") }));
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

describe("addons page", () => {
  it("lists each extension with installed and latest version, state badge and download", async () => {
    setup();
    renderApp("/panel/addons");
    const cards = await screen.findAllByTestId("addon-card");
    expect(screen.getByTestId("addons-not-detected")).toBeTruthy();
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

describe("extension setup guide", () => {
  it("has the 7 steps of the spec", () => {
    expect(GUIDE_STEPS).toHaveLength(EXTENSION_GUIDE_STEPS);
    expect(GUIDE_STEPS[2]?.note?.kind).toBe("tip");
    expect(GUIDE_STEPS[3]?.note?.kind).toBe("security");
  });

  it("opens from the dashboard, walks its steps and closes", async () => {
    setup();
    renderApp("/panel");
    fireEvent.click(await screen.findByRole("button", { name: en("extensions.setup.open") }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const progress = () => screen.getByTestId("extension-setup-progress").textContent;
    expect(progress()).toBe(en("extensions.setup.progress", { step: 1, total: 7 }));
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");

    // Step 1: the two downloads and the video facade; the iframe only after the click.
    const downloads = await within(dialog).findAllByTestId("extension-download");
    expect(downloads.map((a) => a.getAttribute("href"))).toEqual([
      "/api/extension/download/core/1.4.0",
      "https://example.com/helper.zip",
    ]);
    expect(dialog.querySelector("iframe")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: new RegExp(en("extensions.video.play")) }));
    const iframe = dialog.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?autoplay=1$/);

    const next = () => within(dialog).getByRole("button", { name: en("extensions.setup.next") });
    fireEvent.click(next());
    fireEvent.click(next());
    expect(progress()).toBe(en("extensions.setup.progress", { step: 3, total: 7 }));
    expect(within(dialog).getByTestId("extension-note-tip").textContent).toContain(en("extensions.setup.step3.tip"));
    // The new step's heading has the focus, inside the dialog.
    expect(document.activeElement?.tagName).toBe("H3");
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(next());
    expect(within(dialog).getByTestId("extension-note-security").textContent).toContain(
      en("extensions.setup.step4.security"),
    );
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(next());
    expect(progress()).toBe(en("extensions.setup.progress", { step: 7, total: 7 }));
    expect(within(dialog).queryByRole("button", { name: en("extensions.setup.next") })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: en("extensions.setup.back") }));
    expect(progress()).toBe(en("extensions.setup.progress", { step: 6, total: 7 }));

    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: en("extensions.setup.open") }));
    const again = await screen.findByRole("dialog");
    expect(screen.getByTestId("extension-setup-progress").textContent).toBe(
      en("extensions.setup.progress", { step: 1, total: 7 }),
    );
    fireEvent.click(within(again).getByRole("button", { name: en("extensions.setup.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens by itself once for a user with services and no extension", async () => {
    setup({ services: [{ uuid: "s1", name: "Netflix" }] });
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    expect(screen.queryByRole("dialog")).toBeNull();
    await screen.findByRole("dialog", {}, { timeout: HELLO_GRACE_MS + 2000 });
    fireEvent.click(screen.getByRole("button", { name: en("extensions.setup.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays closed when an extension said hello within the grace period", async () => {
    setup({ services: [{ uuid: "s1", name: "Netflix" }] });
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await hello("core", "1.4.0");
    await new Promise((resolve) => setTimeout(resolve, HELLO_GRACE_MS + 300));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays closed for a user without services", async () => {
    setup({ services: [] });
    renderApp("/panel");
    await screen.findByTestId("dashboard-heading");
    await new Promise((resolve) => setTimeout(resolve, HELLO_GRACE_MS + 300));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
