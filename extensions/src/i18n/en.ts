/**
 * Texts of the extensions (manifest and popup), English. `scripts/build.ts` turns them into
 * `_locales/en/messages.json`. Keys may only hold letters, digits and `_` (Chrome's rule);
 * `{name}` marks a placeholder, filled in order by `chrome.i18n.getMessage(key, [values])`.
 */
export const en = {
  coreName: "PremiumHub Access",
  coreDescription: "Opens your PremiumHub services in this browser with the access your subscription includes.",
  helperName: "PremiumHub Session Helper",
  helperDescription:
    "Keeps your PremiumHub sessions safe by telling PremiumHub Access when an extension that interferes with them is enabled.",
  actionTitle: "PremiumHub Access",
  popupHeading: "PremiumHub Access",
  popupAccount: "Signed in as",
  popupSubscription: "Subscription",
  popupStatusActive: "Active",
  popupStatusInactive: "Inactive",
  popupNoSubscription: "No active subscription",
  popupEndsOn: "Ends on {date}",
  popupEndedOn: "Ended on {date}",
  popupSignOut: "Sign out here",
  popupSigningOut: "Signing out…",
  popupSignedOut: "Signed out from this browser.",
  popupNotLinked: "Not linked — open the panel to link",
  popupOpenPanel: "Open the panel",
  popupOutdated: "This extension is outdated. Install the latest version from the panel.",
  popupConflicts: "Another extension interferes with your sessions. Disable it, then open the panel again.",
  popupVersion: "Version {version}",
  popupLoadFailed: "The extension's state could not be read. Close this window and try again.",
} as const;

export type ExtensionMessageKey = keyof typeof en;
export type ExtensionDictionary = Record<ExtensionMessageKey, string>;
