/**
 * English text of the browser extensions (issue 46, item 6): their own texts (`ext.*`: manifest,
 * popup, the protected-page notice; `extensions/` builds `_locales` from these, so a key after the
 * prefix holds only letters, digits and `_`), and the panel's words for installing them from a
 * store and for an extension that is up to date.
 */
export const extensionsEn = {
  // ---- The extensions' own texts ----
  "ext.coreName": "PremiumHub Access",
  "ext.coreDescription": "Opens your PremiumHub services in this browser with the access your subscription includes.",
  "ext.helperName": "PremiumHub Session Helper",
  "ext.helperDescription":
    "Keeps your PremiumHub sessions safe by telling PremiumHub Access when an extension that interferes with them is enabled.",
  "ext.actionTitle": "PremiumHub Access",
  "ext.popupHeading": "PremiumHub Access",
  "ext.popupAccount": "Signed in as",
  "ext.popupSubscription": "Subscription",
  "ext.popupStatusActive": "Active",
  "ext.popupStatusInactive": "Inactive",
  "ext.popupNoSubscription": "No active subscription",
  "ext.popupEndsOn": "Ends on {date}",
  "ext.popupEndedOn": "Ended on {date}",
  "ext.popupSignOut": "Sign out here",
  "ext.popupSigningOut": "Signing out…",
  "ext.popupSignedOut": "Signed out from this browser.",
  "ext.popupOpenPanel": "Open the panel",
  "ext.popupOutdated": "This extension is outdated. Install the latest version from the panel.",
  "ext.popupConflicts": "Another extension interferes with your sessions. Disable it, then open the panel again.",
  "ext.popupVersion": "Version {version}",
  "ext.popupLoadFailed": "The extension's state could not be read. Close this window and try again.",
  "ext.popupMenu": "Account and settings",
  "ext.popupSearch": "Search your services",
  "ext.popupSearchHint": "Type to filter, use the arrow keys to choose and press Enter to open.",
  "ext.popupServices": "Your services",
  "ext.popupLoading": "Loading your services…",
  "ext.popupNoServices": "Your package has no services yet.",
  "ext.popupNoMatch": "No service matches “{query}”.",
  "ext.popupServicesFailed": "Your services could not be loaded.",
  "ext.popupRetry": "Try again",
  "ext.popupKindCookie": "Opens signed in",
  "ext.popupKindKey": "Access key on the panel",
  "ext.popupOpening": "Opening {service}…",
  "ext.popupOpened": "{service} opened in a new tab, signed in.",
  "ext.popupOpenFailed": "{service} did not open. {reason}",
  "ext.popupErrorNetwork": "PremiumHub could not be reached. Check your connection and try again.",
  "ext.popupErrorGeneric": "Something went wrong. Try again, or report the service from the panel.",
  "ext.popupSignedOutTitle": "Sign in to see your services",
  "ext.popupSignedOutBody":
    "Sign in to the PremiumHub panel in this browser. Your services then appear here, ready to open signed in.",
  "ext.popupSignIn": "Sign in on the panel",
  "ext.popupNoSubscriptionBody": "You have no active subscription. Choose a package to open your services from here.",
  "ext.popupChoosePackage": "Choose a package",
  "ext.captureHeading": "Save this site's session",
  "ext.captureIntro":
    "Signed in to a service's site in this browser? Save its cookies and local storage into one of the service's accounts.",
  "ext.captureSite": "Site: {site}",
  "ext.captureNoSite": "Open the service's site in a tab first.",
  "ext.captureService": "Service",
  "ext.captureAccount": "Account",
  "ext.captureNewAccount": "New account",
  "ext.captureLabel": "Label of the new account",
  "ext.captureSave": "Save this site's session",
  "ext.captureSaving": "Saving…",
  "ext.captureSaved": "Saved {count} cookies and {entries} storage entries into {account}.",
  "ext.captureFailed": "Not saved: {reason}",
  "ext.captureNoServices": "There is no cookie service to save into yet.",
  "ext.blockedTitle": "This page is protected",
  "ext.blockedBody":
    "This page belongs to the shared account of {service}: its settings, password, billing or sign-out. To keep the account working for every subscriber, it cannot be opened while you use the shared session.",
  "ext.blockedBack": "Back to {service}",
  "ext.blockedGoBack": "Go back",
  "ext.blockedHelp": "Need something changed on this account? Contact support from your PremiumHub panel.",

  // ---- Panel: an extension that is up to date, and installing from a store ----
  "extensions.addons.upToDate": "Up to date: version {version}",
  "extensions.addons.downloadAgain": "Download the file again",
  "extensions.addons.update": "Update to {version}",
  "extensions.store.addChrome": "Add to Chrome",
  "extensions.store.addFirefox": "Add to Firefox",
  "extensions.store.addEdge": "Add to Edge",
  "extensions.store.waiting": "Not added yet",
  "extensions.store.installed": "Added",
  "extensions.store.allInstalled": "Both extensions are added. Next, pin PremiumHub Access.",
  "extensions.store.checkAgain": "Check again",
  "extensions.setup.store.step1.title": "Add the two extensions",
  "extensions.setup.store.step1.body":
    "Click each button: the store opens in a new tab, where one more click adds the extension. Come back to this tab afterwards: it ticks each extension as soon as it is added.",
  "extensions.setup.noteLabel.helper": "About the Session Helper",
  "extensions.setup.store.helperNote":
    "The Session Helper works in the background and needs nothing from you: it only warns PremiumHub Access when another extension would interfere with your sessions.",
  "extensions.setup.store.step2.body":
    "Click the puzzle-piece icon in the browser toolbar and pin PremiumHub Access. Its icon then lists your services, ready to open signed in from any tab.",
  // ---- Extensions: the panel's pages about them, then the extensions' own texts ----
  "extensions.loadFailed": "The extension information could not be loaded.",
  "extensions.download": "Download {name}",
  "extensions.downloadVersion": "Download {name} {version}",
  "extensions.downloadUnavailable": "{name}: the download is not available yet. Please contact support.",
  "extensions.backToAddons": "Back to Addons",
  "extensions.state.missing": "Not installed",
  "extensions.state.outdated": "Update required",
  "extensions.state.updateAvailable": "Update available",
  "extensions.state.current": "Up to date",
  "extensions.alert.outdated.title": "Your extensions are outdated",
  "extensions.alert.outdated.body": "The extensions are outdated and must be updated: {names}.",
  "extensions.alert.outdated.link": "Update the extensions",
  "extensions.alert.blocked.title": "Your extension is blocked",
  "extensions.alert.blocked.body":
    "The extension cannot be installed because other extensions hamper it: {names}. Remove them and try again.",
  "extensions.alert.blocked.link": "See which extensions to remove",
  "extensions.picture.chrome.extensions": "Extensions",
  "extensions.picture.chrome.developerMode": "Developer mode",
  "extensions.picture.chrome.loadUnpacked": "Load unpacked",
  "extensions.picture.chrome.pack": "Pack extension",
  "extensions.picture.unzip": "A downloaded zip file and the folder extracted from it.",
  "extensions.picture.developerMode":
    "Chrome's extensions page with the Developer mode switch turned on, in the top-right corner.",
  "extensions.picture.loadUnpacked":
    "The Load unpacked button under the page's title, and both PremiumHub extensions in the list with their switches on.",
  "extensions.picture.pin": "The puzzle-piece menu in the toolbar, with PremiumHub Access pinned next to it.",
  "extensions.picture.open": "A service card on the dashboard: clicking it opens the service, already signed in.",
  "extensions.computer.title": "Your services open on a computer",
  "extensions.computer.body":
    "Our browser extensions, which sign you in to your services, work in Chrome or Edge on a laptop or desktop. Open this panel there to set them up in a few minutes.",
  "extensions.computer.send": "Email me the link for my computer",
  "extensions.computer.sending": "Sending…",
  "extensions.computer.sent": "Sent to {email}. Open the email on your computer and follow the link.",
  "extensions.computer.dismiss": "Hide this notice",
  "extensions.store.orFile": "or download the file",
  "extensions.browser.firefox":
    "You are using Firefox: the downloads below are the Firefox versions of the extensions (.xpi files). The setup guide shows the steps for Firefox.",
  "extensions.browser.edge":
    "You are using Microsoft Edge: Edge runs the Chrome versions of the extensions. Download them below and load them at edge://extensions; the setup guide shows the steps for Edge.",
  "extensions.browser.other":
    "This browser cannot run the extensions. Open this panel in Chrome, Microsoft Edge or Firefox on a computer.",
  "extensions.setup.firefox.step1.body":
    "Download both files below (.xpi, the Firefox versions) and keep them where you will find them again, for example in your Documents folder. Prefer to watch? The tutorial video shows every step.",
  "extensions.setup.firefox.step2.title": "Open the add-ons page",
  "extensions.setup.firefox.step2.body":
    "Open a new tab, type about:addons into the address bar and press Enter (or press Ctrl+Shift+A; Cmd+Shift+A on a Mac).",
  "extensions.setup.firefox.step3.title": "Install each file",
  "extensions.setup.firefox.step3.body":
    "Click the gear icon at the top of the page, choose Install Add-on From File… and select the first .xpi file you downloaded. Do the same for the second file.",
  "extensions.setup.firefox.step3.tip":
    "If Firefox says the add-on could not be verified, open about:debugging#/runtime/this-firefox instead, click Load Temporary Add-on… and choose the file. Firefox then keeps the extension until you close it, so repeat this after each restart.",
  "extensions.setup.firefox.step4.title": "Allow the extensions",
  "extensions.setup.firefox.step4.body":
    "For each file, Firefox lists what the extension may do and asks whether to add it: click Add. Both extensions then appear under Extensions; make sure they are enabled.",
  "extensions.setup.firefox.step4.security":
    "Install the extensions only from the links in this panel. We never ask for your password through an extension, and the extensions only handle the sessions of the services you open from here.",
  "extensions.setup.firefox.step5.body":
    "Click the Extensions button (the puzzle piece) in the toolbar, open the menu next to PremiumHub Access and choose Pin to Toolbar. Its icon then lists your services. The Session Helper works in the background and needs no pin.",
  "extensions.setup.edge.step3.body": "Open a new tab, type edge://extensions into the address bar and press Enter.",
  "extensions.setup.edge.step3.tip":
    "Switch on Developer mode in the left pane of the extensions page (in a narrow window, open the menu at the top left first). The Load unpacked button only appears once developer mode is on.",
  "extensions.setup.edge.step5.body":
    "Click the Extensions button (the puzzle piece) in the toolbar and click the eye icon next to PremiumHub Access (Show in toolbar). Its icon then lists your services. The Session Helper works in the background and needs no pin.",
  "extensions.setup.open": "Extension setup guide",
  "extensions.setup.title": "Install the browser extensions",
  "extensions.checklist.title": "Set up this browser",
  "extensions.checklist.lead": "Our two browser extensions sign you in to your services with one click.",
  "extensions.checklist.progress": "{done} of {total} done",
  "extensions.checklist.install": "Install {name}",
  "extensions.checklist.update": "Keep both extensions up to date",
  "extensions.checklist.done": "Done",
  "extensions.checklist.todo": "Not done yet",
  "extensions.checklist.dismiss": "Hide this checklist",
  "extensions.checklist.phone":
    "The extensions are installed on a computer: open this panel in Chrome on a laptop or desktop to set them up.",
  "extensions.setup.close": "Close the setup guide",
  "extensions.setup.progress": "Step {step} of {total}",
  "extensions.setup.progressLabel": "Setup progress",
  "extensions.setup.stepTitle": "{step}. {title}",
  "extensions.setup.back": "Back",
  "extensions.setup.next": "Next",
  "extensions.setup.finish": "Done",
  "extensions.setup.downloads": "Required downloads",
  "extensions.setup.noteLabel.info": "Download note",
  "extensions.setup.noteLabel.tip": "Tip",
  "extensions.setup.noteLabel.security": "Security note",
  "extensions.setup.step1.title": "Download the two extensions",
  "extensions.setup.step1.body":
    "Download both files below and save them where you will find them again, for example in your Documents folder. Prefer to watch? The tutorial video shows every step.",
  "extensions.setup.step1.note":
    "Both extensions are required: the services only open when the two of them are installed in the same browser.",
  "extensions.setup.step2.title": "Unzip the files",
  "extensions.setup.step2.body":
    "Extract each downloaded .zip file into its own folder (on Windows: right-click › Extract All; on macOS: double-click the file). Keep both folders: the browser loads the extensions from them, so do not delete or move them afterwards.",
  "extensions.setup.step3.title": "Open the extensions page and turn on developer mode",
  "extensions.setup.step3.body":
    "Open a new tab, type chrome://extensions into the address bar and press Enter. In Edge use edge://extensions, in Brave brave://extensions.",
  "extensions.setup.step3.tip":
    "Switch on the Developer mode toggle in the top-right corner of the extensions page. The Load unpacked button only appears once developer mode is on.",
  "extensions.setup.step4.title": "Load the unpacked extensions",
  "extensions.setup.step4.body":
    "Click Load unpacked, select the first folder you extracted and confirm. Do the same for the second folder. Both extensions now appear in the list; make sure their switches are on.",
  "extensions.setup.step4.security":
    "Install the extensions only from the links in this panel. We never ask for your password through an extension, and the extensions only handle the sessions of the services you open from here. The browser may warn about extensions in developer mode: that is expected for extensions installed this way.",
  "extensions.setup.step5.title": "Pin PremiumHub Access",
  "extensions.setup.step5.body":
    "Click the puzzle-piece icon in the browser toolbar and pin PremiumHub Access. Its icon then lists your services, ready to open signed in from any tab. The Session Helper works in the background and needs no pin.",
  "extensions.setup.step6.title": "Refresh the panel",
  "extensions.setup.step6.body":
    "Reload this page (F5 or Ctrl+R; Cmd+R on a Mac). The panel then detects the extensions and tells you when one of them needs an update.",
  "extensions.setup.detected": "{count} of {total} extensions detected.",
  "extensions.setup.noneDetected": "No extension detected yet.",
  "extensions.setup.reload": "Reload the page",
  "extensions.setup.step7.title": "Open your services",
  "extensions.setup.step7.body":
    "Go to Access your services on the dashboard and click a service. It opens in a new tab and the extensions sign you in. If a service does not work, tell us on the Report services page.",
  "extensions.video.play": "Play the tutorial video",
  "extensions.video.title": "Tutorial: installing the extensions",
  "extensions.video.hint": "The video is loaded from YouTube only when you press play.",
  "extensions.addons.title": "Addons",
  "extensions.addons.intro": "The two browser extensions that open your services. Keep both installed and up to date.",
  "extensions.addons.notDetected":
    "No extension was detected in this browser. Install both extensions with the setup guide, then refresh this page.",
  "extensions.addons.installed": "Installed version",
  "extensions.addons.latest": "Latest version",
  "extensions.addons.minimum": "Minimum version",
  "extensions.addons.notInstalled": "Not installed",
  "extensions.addons.noRelease": "No release yet",
  "extensions.addons.whyUpdate": "Why update?",
  "extensions.outdated.title": "Outdated extensions",
  "extensions.outdated.lead": "The extensions are outdated and must be updated.",
  "extensions.outdated.body":
    "Download the new version of each extension listed below and unzip it over the old folder. Then open chrome://extensions, click the reload icon of the extension and refresh this page.",
  "extensions.outdated.listLabel": "Extensions to update",
  "extensions.outdated.versions": "Installed: {installed}. Required: {minimum} or newer.",
  "extensions.outdated.none": "All your extensions are up to date.",
  "extensions.security.title": "Security alert",
  "extensions.security.lead": "The extension cannot be installed because the extensions listed below hamper it.",
  "extensions.security.body":
    "Remove them from your browser (open chrome://extensions and click Remove on each of them), then check again.",
  "extensions.security.listLabel": "Conflicting extensions",
  "extensions.security.none": "No conflicting extension detected.",
  "extensions.security.checkAgain": "Check again",
  "extensions.security.checking": "Checking…",
  "extensions.security.stillBlocked": "These extensions are still installed. Remove them, then check again.",
  "extensions.security.clear": "No conflicting extension detected any more. You can open your services.",
  "email.accountDown.subject": "{service}: the account {account} is down",
  "email.accountDown.body":
    'The account "{account}" of {service} went down on {date} (UTC): {cause}. Its subscribers move to another account with a free seat when they open the service again. Save a fresh session for it (the Access extension\'s popup, or paste an export) to bring it back.',
  "email.accountExpiry.subject": "{service}: the session of {account} expires soon",
  "email.accountExpiry.body":
    'The saved session of the account "{account}" of {service} expires on {date} (UTC). Sign in to the service in your browser and save the session again from the PremiumHub Access extension, or paste a new export in the admin catalogue.',
} as const;
