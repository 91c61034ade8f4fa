/**
 * The Firefox build's manifest, derived from the Chrome one (decision 059): same name, version,
 * permissions, icons, locales and content scripts, with what Firefox needs instead of what it
 * refuses or ignores.
 */
import { FIREFOX_EXTENSION_IDS } from "../firefox-ids.ts";
import type { ExtensionName } from "../src/shared/extension-id.ts";

/**
 * The oldest Firefox the builds declare: ESR 140, the older of the two supported ESR lines (the
 * machine's tests run ESR 153). It has everything the extensions use: MV3 host permissions granted
 * at install (127), `storage.session` (115), declarativeNetRequest (113), `scripting` (102),
 * `data_collection_permissions` (140).
 */
export const FIREFOX_MIN_VERSION = "140.0";
/** esbuild's target for the Firefox bundles. */
export const FIREFOX_ESBUILD_TARGET = `firefox${FIREFOX_MIN_VERSION.split(".")[0]}`;

/**
 * What each extension sends off the browser, as Firefox asks add-ons to declare it (shown at
 * install): the Access extension sends an admin's captured site session (cookies, `localStorage`)
 * and whether an opened service page shows its signed-in state; the Session Helper sends nothing
 * (it only fetches the public conflict list).
 */
export const FIREFOX_DATA_COLLECTION: Record<ExtensionName, { required: string[] }> = {
  core: { required: ["authenticationInfo", "websiteActivity"] },
  helper: { required: ["none"] },
};

/**
 * Firefox's match pattern for every page of an origin: Firefox's patterns take no port (one with a
 * port matches nothing: checked in Firefox ESR 153), so it covers every port of the host; the
 * scripts check the exact origin, port included, before they act (page-relay.ts, browser.ts).
 */
export function firefoxMatchPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The app origins' Firefox match patterns, each once. */
export function firefoxMatches(appOrigins: readonly string[]): string[] {
  return [...new Set(appOrigins.map(firefoxMatchPattern))];
}

/** Where the Worker serves Firefox's update manifest (worker/src/modules/extensions). */
export const FIREFOX_UPDATES_PATH = "/api/extension/firefox-updates.json";

/**
 * The `update_url` of a self-distributed Firefox build: `value` when it is an https URL, none when
 * it is "none" (a build for addons.mozilla.org, which refuses the key), and by default the app's
 * update manifest when the first app origin is https (Firefox fetches updates over https only;
 * a local http build has none).
 */
export function firefoxUpdateUrl(appOrigins: readonly string[], value?: string): string | null {
  const text = value?.trim();
  if (text === "none") return null;
  if (text) {
    if (!/^https:\/\/[^/]/.test(text))
      throw new Error(`EXTENSION_FIREFOX_UPDATE_URL must be https or "none": "${text}"`);
    return text;
  }
  const first = appOrigins[0] ?? "";
  return first.startsWith("https://") ? `${first}${FIREFOX_UPDATES_PATH}` : null;
}

/**
 * The Firefox manifest of an extension from its Chrome manifest:
 * - `browser_specific_settings.gecko`: the fixed add-on id (Firefox has no `key`-derived ids),
 *   the minimum version, the data collection declaration;
 * - `background.scripts` (an event page) instead of `service_worker`, which Firefox does not run;
 * - no `key`, `minimum_chrome_version` or `externally_connectable` (Chrome-only keys; Firefox
 *   lets no web page message an extension, so the Access extension's content script on the app
 *   origins also relays the panel's requests: `relay.js`, src/core/page-relay.ts);
 * - match patterns of the app origins without their port (`firefoxMatchPattern`);
 * - `update_url` when the build is self-distributed (`firefoxUpdateUrl`).
 */
export function firefoxManifest(
  name: ExtensionName,
  chrome: Record<string, unknown>,
  appOrigins: readonly string[],
  updateUrl: string | null = null,
): Record<string, unknown> {
  const {
    key: _key,
    minimum_chrome_version: _minimumChrome,
    externally_connectable: _externallyConnectable,
    background: _background,
    content_scripts,
    ...rest
  } = chrome;
  const matches = firefoxMatches(appOrigins);
  const scripts = (content_scripts as { js: string[] }[]).map((script) => ({
    ...script,
    matches,
    js: name === "core" ? [...script.js, "relay.js"] : script.js,
  }));
  const { manifest_version, name: title, description, version, default_locale, ...others } = rest;
  return {
    manifest_version,
    name: title,
    description,
    version,
    default_locale,
    browser_specific_settings: {
      gecko: {
        id: FIREFOX_EXTENSION_IDS[name],
        strict_min_version: FIREFOX_MIN_VERSION,
        data_collection_permissions: FIREFOX_DATA_COLLECTION[name],
        ...(updateUrl ? { update_url: updateUrl } : {}),
      },
    },
    ...others,
    // The helper's host permissions are the app origins (the core's are every http(s) site).
    ...(name === "helper" ? { host_permissions: matches } : {}),
    background: { scripts: ["background.js"] },
    content_scripts: scripts,
  };
}
