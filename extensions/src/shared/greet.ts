/**
 * Just installed (from a store, while the setup guide is open), an extension says hello to the
 * panel pages already open: Chrome injects declared content scripts only into pages loaded after
 * the install, so without this the guide would tick nothing until a reload (issue 46, item 6).
 * Firefox injects them into open pages itself.
 */
import { isAppOrigin, matchPattern } from "./origins.ts";

/** The tabs showing a page of one of the app origins (exactly: port included). */
export function panelTabIds(tabs: readonly { id?: number; url?: string }[], appOrigins: readonly string[]): number[] {
  const ids: number[] = [];
  for (const tab of tabs) {
    if (typeof tab.id !== "number" || !tab.url) continue;
    let origin: string;
    try {
      origin = new URL(tab.url).origin;
    } catch {
      continue;
    }
    if (isAppOrigin(origin, appOrigins)) ids.push(tab.id);
  }
  return ids;
}

/** Runs the extension's hello content script in every open panel tab (Chrome, at install). */
export async function greetOpenPanels(appOrigins: readonly string[]): Promise<void> {
  if (__BROWSER__ === "firefox") return;
  const tabs = await chrome.tabs.query({ url: appOrigins.map(matchPattern) }).catch(() => []);
  for (const tabId of panelTabIds(tabs, appOrigins)) {
    await chrome.scripting.executeScript({ target: { tabId }, files: ["hello.js"] }).catch(() => undefined); // the tab closed or navigated away meanwhile
  }
}
