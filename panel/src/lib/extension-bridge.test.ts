import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { compareSemver } from "@app/shared/semver";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXTENSION_RELEASES } from "../test/test-utils.tsx";
import {
  type BridgeState,
  createExtensionBridge,
  EMPTY_BRIDGE_STATE,
  type ExtensionBridge,
  extensionState,
  MAX_TRACKED_EXTENSIONS,
} from "./extension-bridge.ts";

const hello = (overrides: Record<string, unknown> = {}) => ({
  source: "premium-ext",
  type: "hello",
  id: "core",
  version: "1.4.0",
  conflicts: [],
  ...overrides,
});

/** A message as the browser delivers it: by default posted by this window to its own origin. */
function post(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(
    new MessageEvent("message", {
      data,
      origin: init.origin ?? window.location.origin,
      source: init.source === undefined ? window : init.source,
    }),
  );
}

let bridge: ExtensionBridge | null = null;
function startBridge(loadParser?: Parameters<typeof createExtensionBridge>[0]["loadParser"]): ExtensionBridge {
  bridge = createExtensionBridge(loadParser ? { target: window, loadParser } : { target: window });
  bridge.start();
  return bridge;
}

afterEach(() => {
  bridge?.stop();
  bridge = null;
});

describe("extension bridge: message validation", () => {
  it("accepts a valid hello posted by this window to its own origin", async () => {
    const b = startBridge();
    const listener = vi.fn();
    b.subscribe(listener);
    post(hello({ conflicts: ["cookie-editor-demo"] }));
    await b.flush();
    expect(b.getSnapshot()).toEqual({
      detected: true,
      versions: { core: "1.4.0" },
      conflicts: ["cookie-editor-demo"],
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores messages from another origin", async () => {
    const b = startBridge();
    post(hello(), { origin: "https://evil.example" });
    post(hello(), { origin: "" });
    await b.flush();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
  });

  it("ignores messages from another window or frame", async () => {
    const b = startBridge();
    const frame = document.createElement("iframe");
    document.body.append(frame);
    post(hello(), { source: frame.contentWindow });
    post(hello(), { source: null });
    await b.flush();
    frame.remove();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
  });

  it("ignores payloads of the wrong shape", async () => {
    const b = startBridge();
    post(hello({ source: "other-ext" }));
    post(hello({ type: "goodbye" }));
    post(hello({ version: "1.4" }));
    post(hello({ version: "latest" }));
    post(hello({ id: "" }));
    post(hello({ conflicts: "cookie-editor-demo" }));
    post(hello({ conflicts: [42] }));
    post("premium-ext hello");
    post(null);
    post([hello()]);
    await b.flush();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
  });

  it("ignores oversized payloads without validating them", async () => {
    const loadParser = vi.fn(async () => () => null);
    const b = startBridge(loadParser);
    post(hello({ padding: "x".repeat(5000) }));
    const cyclic: Record<string, unknown> = hello();
    cyclic.self = cyclic;
    post(cyclic);
    await b.flush();
    expect(loadParser).not.toHaveBeenCalled();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
  });

  it("loads the validator only when an extension speaks, once", async () => {
    const real = (await import("./extension-bridge.ts")).loadHelloParser;
    const loadParser = vi.fn(real);
    const b = startBridge(loadParser);
    post({ type: "something-else" });
    await b.flush();
    expect(loadParser).not.toHaveBeenCalled();
    post(hello());
    post(hello({ id: "helper", version: "1.1.0" }));
    await b.flush();
    expect(loadParser).toHaveBeenCalledTimes(1);
    expect(b.getSnapshot().versions).toEqual({ core: "1.4.0", helper: "1.1.0" });
  });

  it("retries loading the validator instead of dropping the hello", async () => {
    const real = (await import("./extension-bridge.ts")).loadHelloParser;
    let calls = 0;
    const b = startBridge(async () => {
      calls += 1;
      if (calls === 1) throw new Error("chunk failed to load");
      return real();
    });
    post(hello());
    await b.flush();
    expect(calls).toBe(2);
    expect(b.getSnapshot().versions).toEqual({ core: "1.4.0" });
  });

  it("merges hellos: a later hello of the same extension replaces its version and its conflicts", async () => {
    const b = startBridge();
    post(hello({ conflicts: ["cookie-editor-demo", "cookie-editor-demo"] }));
    post(hello({ id: "helper", version: "1.0.0", conflicts: ["editthiscookie-demo", "cookie-editor-demo"] }));
    await b.flush();
    expect(b.getSnapshot().conflicts).toEqual(["cookie-editor-demo", "editthiscookie-demo"]);
    post(hello({ version: "1.5.0-beta.1", conflicts: [] }));
    post(hello({ id: "helper", version: "1.1.0", conflicts: [] }));
    await b.flush();
    expect(b.getSnapshot()).toEqual({
      detected: true,
      versions: { core: "1.5.0-beta.1", helper: "1.1.0" },
      conflicts: [],
    });
  });

  it("tracks a bounded number of extensions", async () => {
    const b = startBridge();
    for (let i = 0; i < MAX_TRACKED_EXTENSIONS + 5; i++) post(hello({ id: `ext-${i}` }));
    await b.flush();
    expect(Object.keys(b.getSnapshot().versions)).toHaveLength(MAX_TRACKED_EXTENSIONS);
  });

  it("stops listening, and reset forgets what it learnt", async () => {
    const b = startBridge();
    post(hello());
    await b.flush();
    b.reset();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
    b.stop();
    post(hello());
    await b.flush();
    expect(b.getSnapshot()).toBe(EMPTY_BRIDGE_STATE);
  });

  it("asks for hellos with a message that carries nothing but the request", () => {
    const b = startBridge();
    const spy = vi.spyOn(window, "postMessage");
    b.requestHello();
    expect(spy).toHaveBeenCalledWith({ source: "premium-panel", type: "hello-request" }, window.location.origin);
    spy.mockRestore();
  });
});

const bridgeState = (versions: Record<string, string>, conflicts: string[] = []): BridgeState => ({
  detected: Object.keys(versions).length > 0,
  versions,
  conflicts,
});

const states = (versions: Record<string, string>) =>
  extensionState(EXTENSION_RELEASES, bridgeState(versions)).extensions.map((e) => [e.id, e.state]);

describe("extensionState", () => {
  it("reports missing extensions when nothing was announced", () => {
    const result = extensionState(EXTENSION_RELEASES, EMPTY_BRIDGE_STATE);
    expect(result.detected).toBe(false);
    expect(result.extensions.map((e) => [e.id, e.state, e.installedVersion])).toEqual([
      ["core", "missing", null],
      ["helper", "missing", null],
    ]);
    expect(result.missing).toHaveLength(2);
    expect(result.outdated).toEqual([]);
  });

  it("is outdated below the minimum, update-available below the latest, current otherwise", () => {
    expect(states({ core: "1.0.0", helper: "1.0.0" })).toEqual([
      ["core", "outdated"],
      ["helper", "update-available"],
    ]);
    expect(states({ core: "1.2.0", helper: "1.1.0" })).toEqual([
      ["core", "update-available"],
      ["helper", "current"],
    ]);
    expect(states({ core: "1.4.0", helper: "2.0.0" })).toEqual([
      ["core", "current"],
      ["helper", "current"],
    ]);
    expect(extensionState(EXTENSION_RELEASES, bridgeState({ core: "1.1.9" })).outdated.map((e) => e.id)).toEqual([
      "core",
    ]);
  });

  it("compares pre-releases by semver precedence", () => {
    // 1.2.0-rc.1 < 1.2.0 (the minimum): a release candidate of the minimum is not enough.
    expect(states({ core: "1.2.0-rc.1", helper: "1.1.0" })[0]).toEqual(["core", "outdated"]);
    // 1.4.0-beta.2 is above the minimum but below the latest 1.4.0.
    expect(states({ core: "1.4.0-beta.2", helper: "1.1.0" })[0]).toEqual(["core", "update-available"]);
    // 1.4.1-alpha is newer than 1.4.0.
    expect(states({ core: "1.4.1-alpha", helper: "1.1.0" })[0]).toEqual(["core", "current"]);
    // Build metadata is ignored.
    expect(states({ core: "1.4.0+build.7", helper: "1.1.0" })[0]).toEqual(["core", "current"]);
    expect(compareSemver("1.0.0-alpha.1", "1.0.0-alpha.beta")).toBe(-1);
    expect(compareSemver("1.0.0-rc.1", "1.0.0-beta.11")).toBe(1);
  });

  it("treats an extension without any release as current once installed above the minimum", () => {
    const releases = {
      ...EXTENSION_RELEASES,
      extensions: EXTENSION_RELEASES.extensions.map((e) => ({ ...e, latestVersion: null })),
    };
    expect(extensionState(releases, bridgeState({ core: "1.3.0" })).extensions[0]?.state).toBe("current");
  });

  it("links the uploaded release first, then the fallback link", () => {
    const result = extensionState(EXTENSION_RELEASES, EMPTY_BRIDGE_STATE);
    expect(result.extensions.map((e) => e.href)).toEqual([
      "/api/extension/download/core/1.4.0",
      "https://example.com/helper.zip",
    ]);
    const none = {
      ...EXTENSION_RELEASES,
      extensions: [{ ...EXTENSION_RELEASES.extensions[1], fallbackUrl: null }],
    } as ExtensionReleases;
    expect(extensionState(none, EMPTY_BRIDGE_STATE).extensions[0]?.href).toBeNull();
  });

  it("lists the installed conflicting extensions by the server's names, ignoring unknown ids", () => {
    const result = extensionState(
      EXTENSION_RELEASES,
      bridgeState({ core: "1.4.0" }, ["cookie-editor-demo", "some-unrelated-extension"]),
    );
    expect(result.conflicts).toEqual([{ id: "cookie-editor-demo", name: "Cookie Editor" }]);
    expect(extensionState(EXTENSION_RELEASES, bridgeState({ core: "1.4.0" })).conflicts).toEqual([]);
  });

  it("does not trust an inherited property as an installed version", () => {
    const result = extensionState(
      {
        ...EXTENSION_RELEASES,
        extensions: [{ ...EXTENSION_RELEASES.extensions[0], id: "toString" }],
      } as ExtensionReleases,
      bridgeState({ core: "1.4.0" }),
    );
    expect(result.extensions[0]?.state).toBe("missing");
  });
});
