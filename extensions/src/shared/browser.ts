/**
 * The browsers the extensions are built for, and what differs in who is who (decision 059).
 * Chrome and Edge run the same build ("chrome"); Firefox has a build of its own from the same
 * sources ("firefox"). Pure: no chrome.* here.
 */
import { FIREFOX_EXTENSION_IDS } from "../../firefox-ids.ts";
import { EXTENSION_IDS } from "../../ids.ts";
import type { ExtensionName } from "./extension-id.ts";
import { isAppOrigin } from "./origins.ts";

export const BROWSER_TARGETS = ["chrome", "firefox"] as const;
export type BrowserTarget = (typeof BROWSER_TARGETS)[number];

/** The extension ids a build for `target` has: Chrome's follow from the `key`, Firefox's are named. */
export function extensionIdsFor(target: BrowserTarget): Record<ExtensionName, string> {
  return target === "firefox" ? FIREFOX_EXTENSION_IDS : EXTENSION_IDS;
}

/** The fields of chrome.runtime.MessageSender a content script's message is judged by. */
export interface ContentScriptSender {
  id?: string | undefined;
  origin?: string | undefined;
  url?: string | undefined;
  frameId?: number | undefined;
  tab?: unknown;
}

/**
 * The panel origin behind a message that the extension's own content script relays (Firefox, where
 * no web page can message an extension): the sender must be this extension (`ownId`), in the top
 * frame of a tab, and the page's origin, as the browser reports it, exactly one of `appOrigins`.
 * `sender.origin` is used when the browser sets it, else the origin of `sender.url` (the content
 * script runs only in top frames of the app's origins, so that URL is an http(s) page URL).
 * Null for anything else.
 */
export function relayedPanelOrigin(
  sender: ContentScriptSender,
  ownId: string,
  appOrigins: readonly string[],
): string | null {
  if (sender.id !== ownId || !sender.tab || sender.frameId !== 0) return null;
  let origin = sender.origin;
  if (origin === undefined && typeof sender.url === "string") {
    try {
      origin = new URL(sender.url).origin;
    } catch {
      return null;
    }
  }
  return isAppOrigin(origin, appOrigins) ? origin : null;
}
