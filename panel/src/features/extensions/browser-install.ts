import type { MessageKey } from "@app/shared/i18n/translate";
import type { BrowserKind } from "../../lib/browser-kind.ts";

/** The fields of an extension's release that the install offers come from. */
export interface InstallSources {
  href: string | null;
  storeUrl: string | null;
  firefoxDownloadUrl?: string | null | undefined;
  firefoxStoreUrl?: string | null | undefined;
  edgeStoreUrl?: string | null | undefined;
}

export interface InstallOffer {
  /** The file to download: the Firefox build (.xpi) on Firefox, the Chrome build elsewhere. */
  href: string | null;
  /** A store listing for one-click install, and the label of its button. */
  storeUrl: string | null;
  storeLabel: MessageKey;
}

/**
 * What the Addons page and the setup guide offer for one extension in this browser
 * (docs/decisions/059-firefox-and-edge-extensions.md): Firefox gets the Firefox build and its
 * addons.mozilla.org listing (never the Chrome file, which Firefox cannot install); Edge gets the
 * Chrome build and its Edge Add-ons listing, else the Chrome Web Store (Edge installs from it);
 * Chrome and the rest get the Chrome build and the Chrome Web Store.
 */
export function installOffer(extension: InstallSources, browser: BrowserKind): InstallOffer {
  if (browser === "firefox") {
    return {
      href: extension.firefoxDownloadUrl ?? null,
      storeUrl: extension.firefoxStoreUrl ?? null,
      storeLabel: "extensions.store.addFirefox",
    };
  }
  if (browser === "edge" && extension.edgeStoreUrl) {
    return { href: extension.href, storeUrl: extension.edgeStoreUrl, storeLabel: "extensions.store.addEdge" };
  }
  // Edge installs from the Chrome Web Store too: the button still says where it goes, Edge.
  const storeLabel = browser === "edge" ? "extensions.store.addEdge" : "extensions.store.addChrome";
  return { href: extension.href, storeUrl: extension.storeUrl, storeLabel };
}

/** Every required extension has a store listing in this browser: the guide is one click each. */
export function storeInstallable(extensions: readonly InstallSources[], browser: BrowserKind): boolean {
  return extensions.length > 0 && extensions.every((extension) => !!installOffer(extension, browser).storeUrl);
}
