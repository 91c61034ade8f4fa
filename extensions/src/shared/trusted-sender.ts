import { isAppOrigin } from "./origins.ts";

/** The fields of chrome.runtime.MessageSender the checks look at. */
export interface SenderLike {
  id?: string | undefined;
  origin?: string | undefined;
  url?: string | undefined;
}

/**
 * Whether an external message comes from a panel page: `sender.origin` (set by the browser, not by
 * the page) must be exactly one of the built-in app origins. `sender.url` is not looked at: the
 * document's URL can differ from its origin (about:blank, sandboxed frames).
 */
export function isTrustedPanelSender(sender: SenderLike, origins: readonly string[]): boolean {
  return isAppOrigin(sender.origin, origins);
}

/** Whether an external message comes from the given extension (the browser sets `sender.id`). */
export function isExtensionSender(sender: SenderLike, extensionId: string): boolean {
  return typeof sender.id === "string" && sender.id === extensionId;
}
