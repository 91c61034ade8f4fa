import type { Page } from "@playwright/test";

/** One installed extension as the harness plays it. */
export interface FakeExtension {
  id: string;
  version: string;
  /** Ids of the conflicting extensions it reports as installed. */
  conflicts?: string[];
}

/** What the harness exposes on `window` so a test can change the installed extensions later. */
export interface ExtensionHarnessHandle {
  /** Replaces an extension's announced state (e.g. the user removed a conflicting extension). */
  update: (id: string, patch: Partial<Omit<FakeExtension, "id">>) => void;
  /** Posts every hello again. */
  announce: () => void;
}

export const HARNESS_GLOBAL = "__premiumExtHarness";

/**
 * Plays the browser extensions' side of the bridge
 * (docs/decisions/027-extension-states-bridge-and-setup-guide.md) in every page the test opens:
 * after `load`, each fake extension posts
 * `window.postMessage({ source: "premium-ext", type: "hello", id, version, conflicts }, origin)`,
 * as an extension's content script would. It announces again when the panel posts
 * `{ source: "premium-panel", type: "hello-request" }` ("Check again").
 * Only the top-level document of the page announces (not frames such as the video player).
 */
export async function installFakeExtensions(
  page: Page,
  extensions: FakeExtension[],
  options: { delayMs?: number } = {},
): Promise<void> {
  await page.addInitScript(
    ({ list, delayMs, globalName }) => {
      if (window.top !== window) return;
      const installed = new Map(list.map((e) => [e.id, { ...e, conflicts: e.conflicts ?? [] }]));
      const announce = () => {
        for (const e of installed.values()) {
          window.postMessage(
            { source: "premium-ext", type: "hello", id: e.id, version: e.version, conflicts: e.conflicts },
            window.location.origin,
          );
        }
      };
      const handle = {
        update(id: string, patch: { version?: string; conflicts?: string[] }) {
          const current = installed.get(id);
          if (current) installed.set(id, { ...current, ...patch, conflicts: patch.conflicts ?? current.conflicts });
        },
        announce,
      };
      Object.defineProperty(window, globalName, { value: handle, configurable: true });
      window.addEventListener("load", () => window.setTimeout(announce, delayMs), { once: true });
      window.addEventListener("message", (event) => {
        const data = event.data as { source?: unknown; type?: unknown } | null;
        if (event.source !== window || event.origin !== window.location.origin) return;
        if (data?.source === "premium-panel" && data.type === "hello-request") announce();
      });
    },
    { list: extensions, delayMs: options.delayMs ?? 0, globalName: HARNESS_GLOBAL },
  );
}

/** Changes what a fake extension announces from now on (the page keeps its harness). */
export async function updateFakeExtension(
  page: Page,
  id: string,
  patch: Partial<Omit<FakeExtension, "id">>,
): Promise<void> {
  await page.evaluate(
    ({ globalName, id, patch }) =>
      (window as unknown as Record<string, ExtensionHarnessHandle>)[globalName]?.update(id, patch),
    { globalName: HARNESS_GLOBAL, id, patch },
  );
}
