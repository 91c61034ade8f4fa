import type { ExtensionHello, ExtensionReleases } from "@app/shared/schemas/extensions";
import { compareSemver, isSemver } from "@app/shared/semver";
import { useSyncExternalStore } from "react";

/**
 * The panel's side of the extension bridge
 * (docs/decisions/027-extension-states-bridge-and-setup-guide.md). An installed extension announces
 * itself on panel pages with
 * `window.postMessage({ source: "premium-ext", type: "hello", id, version, conflicts })`.
 * The bridge listens from page start (main.tsx), accepts only messages this very window posted to
 * its own origin, ignores oversized payloads, validates the rest with the shared `extensionHello`
 * schema and keeps what it learnt in a small store. It posts nothing secret: the only message it
 * ever sends is a `hello-request` asking installed extensions to announce themselves again.
 *
 * The zod schema (full zod, ~12 KB gzip) is imported on the first candidate message, not with the
 * entry chunk: pages opened without an extension never load it. Candidates wait in order meanwhile.
 */

/** What the panel knows about the installed extensions. */
export interface BridgeState {
  /** At least one valid hello was received on this page load. */
  detected: boolean;
  /** Installed version per extension id. */
  versions: Record<string, string>;
  /** Ids of conflicting extensions the installed extensions reported, deduplicated. */
  conflicts: string[];
}

export const EMPTY_BRIDGE_STATE: BridgeState = Object.freeze({
  detected: false,
  versions: Object.freeze({}) as Record<string, string>,
  conflicts: Object.freeze([]) as unknown as string[],
});

/** Payloads whose JSON is longer than this are ignored without being parsed. */
const MAX_HELLO_JSON_LENGTH = 4096;
/** At most this many extension ids are tracked; later unknown ids are ignored. */
export const MAX_TRACKED_EXTENSIONS = 16;

const HELLO_SOURCE = "premium-ext";
const PANEL_SOURCE = "premium-panel";

export type HelloParser = (data: unknown) => ExtensionHello | null;

/**
 * The synchronous checks a message passes before its shape is looked at: posted by this window to
 * its own origin, claiming to come from an extension, and small.
 */
function isCandidateMessage(event: MessageEvent, target: Window): boolean {
  if (event.origin !== target.location.origin || event.source !== target) return false;
  const data: unknown = event.data;
  if (!data || typeof data !== "object" || (data as { source?: unknown }).source !== HELLO_SOURCE) return false;
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    return false; // cycles, BigInt…: not something an extension would announce
  }
  return json !== undefined && json.length <= MAX_HELLO_JSON_LENGTH;
}

/** Validation with the shared schema, loaded on demand. */
export async function loadHelloParser(): Promise<HelloParser> {
  await import("./zod-config.ts"); // before the schema module builds its schemas
  const { extensionHello } = await import("@app/shared/schemas/extensions");
  return (data) => {
    const result = extensionHello.safeParse(data);
    return result.success ? result.data : null;
  };
}

export interface ExtensionBridge {
  /** Starts listening (idempotent). */
  start: () => void;
  stop: () => void;
  getSnapshot: () => BridgeState;
  subscribe: (listener: () => void) => () => void;
  /** Resolves once every message received so far has been validated and applied. */
  flush: () => Promise<void>;
  /** Asks installed extensions to announce themselves again (no data besides the request). */
  requestHello: () => void;
  /** Forgets everything (tests). */
  reset: () => void;
}

export function createExtensionBridge({
  target,
  loadParser = loadHelloParser,
}: {
  target: Window;
  loadParser?: () => Promise<HelloParser>;
}): ExtensionBridge {
  let state: BridgeState = EMPTY_BRIDGE_STATE;
  /** Conflicts as reported per extension: a later hello of the same extension replaces its list. */
  let conflictsById = new Map<string, string[]>();
  const listeners = new Set<() => void>();
  let parser: Promise<HelloParser> | null = null;
  let queue: Promise<void> = Promise.resolve();
  let listening = false;
  let generation = 0;

  const apply = (hello: ExtensionHello) => {
    if (!(hello.id in state.versions) && Object.keys(state.versions).length >= MAX_TRACKED_EXTENSIONS) return;
    conflictsById = new Map(conflictsById).set(hello.id, [...new Set(hello.conflicts)]);
    const conflicts = [...new Set([...conflictsById.values()].flat())];
    state = { detected: true, versions: { ...state.versions, [hello.id]: hello.version }, conflicts };
    for (const listener of listeners) listener();
  };

  /** The validator; a failed chunk load is retried (twice) instead of dropping the hello. */
  const getParser = async (): Promise<HelloParser> => {
    for (let attempt = 1; ; attempt++) {
      parser ??= loadParser();
      try {
        return await parser;
      } catch (error) {
        parser = null;
        if (attempt >= 3) throw error;
      }
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (!isCandidateMessage(event, target)) return;
    const data: unknown = event.data;
    const current = generation;
    queue = queue
      .then(async () => {
        const hello = (await getParser())(data);
        if (hello && current === generation) apply(hello);
      })
      .catch(() => {
        // The validator could not be loaded at all: this hello is lost, a later one tries again.
      });
  };

  return {
    start() {
      if (listening) return;
      listening = true;
      target.addEventListener("message", onMessage);
    },
    stop() {
      listening = false;
      target.removeEventListener("message", onMessage);
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => queue,
    requestHello() {
      target.postMessage({ source: PANEL_SOURCE, type: "hello-request" }, target.location.origin);
    },
    reset() {
      generation += 1;
      state = EMPTY_BRIDGE_STATE;
      conflictsById = new Map();
      for (const listener of listeners) listener();
    },
  };
}

/** The page's bridge, started by main.tsx so that no early hello is missed. */
export const extensionBridge: ExtensionBridge = createExtensionBridge({ target: window });

export function startExtensionBridge(): void {
  extensionBridge.start();
  // The extensions announce themselves after the page's load event, which on the pre-rendered
  // pages may come before this script runs (decision 042): ask again, they answer every request.
  extensionBridge.requestHello();
}

/** The installed extensions as the bridge knows them; re-renders on every accepted hello. */
export function useExtensionBridge(): BridgeState {
  return useSyncExternalStore(extensionBridge.subscribe, extensionBridge.getSnapshot, extensionBridge.getSnapshot);
}

// ---- state of each required extension ----

/**
 * missing: not announced. outdated: installed < minimumVersion (must update; the outdated alert).
 * update-available: at least the minimum but older than the latest release (a badge, no alert).
 * current: the latest release or newer (or no release known yet).
 */
export type ExtensionStateKind = "missing" | "outdated" | "update-available" | "current";

export type ExtensionRelease = ExtensionReleases["extensions"][number];

export interface ExtensionStatus extends ExtensionRelease {
  installedVersion: string | null;
  state: ExtensionStateKind;
  /** Where to download it: the uploaded release, else the fallback link, else null. */
  href: string | null;
}

export interface ExtensionsState {
  extensions: ExtensionStatus[];
  outdated: ExtensionStatus[];
  missing: ExtensionStatus[];
  /** Conflicting extensions that are installed (reported by an extension and listed by the server). */
  conflicts: { id: string; name: string }[];
  detected: boolean;
}

function older(a: string, b: string | null): boolean {
  if (!b || !isSemver(a) || !isSemver(b)) return false;
  return compareSemver(a, b) < 0;
}

export function extensionState(releases: ExtensionReleases, bridge: BridgeState): ExtensionsState {
  const extensions = releases.extensions.map((release): ExtensionStatus => {
    const installed = Object.hasOwn(bridge.versions, release.id) ? (bridge.versions[release.id] ?? null) : null;
    const href = release.downloadUrl ?? release.fallbackUrl ?? null;
    let state: ExtensionStateKind = "current";
    if (installed === null) state = "missing";
    else if (!isSemver(installed) || older(installed, release.minimumVersion)) state = "outdated";
    else if (older(installed, release.latestVersion)) state = "update-available";
    return { ...release, installedVersion: installed, state, href };
  });
  const reported = new Set(bridge.conflicts);
  return {
    extensions,
    outdated: extensions.filter((e) => e.state === "outdated"),
    missing: extensions.filter((e) => e.state === "missing"),
    conflicts: releases.conflicts.filter((c) => reported.has(c.id)),
    detected: bridge.detected,
  };
}
