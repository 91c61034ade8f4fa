/**
 * Firefox add-on ids of the two extensions (`browser_specific_settings.gecko.id`, decision 059).
 * Unlike the Chrome ids in ids.ts, which follow from the manifest `key`, Firefox takes the id the
 * manifest names: these are chosen once and must never change (an add-on with another id is
 * another add-on to Firefox and to addons.mozilla.org).
 */
export const FIREFOX_EXTENSION_IDS = {
  core: "access@premiumhub.extensions",
  helper: "session-helper@premiumhub.extensions",
} as const;
