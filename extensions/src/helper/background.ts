/**
 * PremiumHub Session Helper: service worker. Watches the installed extensions
 * (chrome.management) for the ones the API lists as conflicting, and tells PremiumHub Access and
 * the panel pages whenever the set of enabled conflicting extensions changes.
 * Protocol and endpoints: extensions/README.md.
 */
import { createApiClient, errorMessage } from "../shared/api.ts";
import { relayedPanelOrigin } from "../shared/browser.ts";
import { APP_ORIGINS, CORE_ID, HELPER_ID, VERSION } from "../shared/config.ts";
import { greetOpenPanels } from "../shared/greet.ts";
import { isAppOrigin } from "../shared/origins.ts";
import { type ConflictsChanged, sameIds } from "../shared/protocol.ts";
import { createQueue } from "../shared/serial.ts";
import { isExtensionSender, isTrustedPanelSender } from "../shared/trusted-sender.ts";
import { type ConflictEntry, matchConflicts, parseConflictList } from "./conflicts.ts";

const LIST_ALARM = "conflict-list";
/** The list is fetched again at this period, and on demand when older than LIST_STALE_MS. */
const LIST_PERIOD_MINUTES = 5;
const LIST_STALE_MS = 30_000;

interface HelperState {
  /** The panel origin the content script last ran on (one of APP_ORIGINS). */
  apiOrigin: string | null;
  conflictList: ConflictEntry[];
  listFetchedAt: number;
  /** The ids last reported to the Access extension and the panel pages. */
  reported: string[];
}

const EMPTY: HelperState = { apiOrigin: null, conflictList: [], listFetchedAt: 0, reported: [] };
const queue = createQueue();

async function load(): Promise<HelperState> {
  return {
    ...EMPTY,
    ...((await chrome.storage.local.get(Object.keys(EMPTY) as (keyof HelperState)[])) as Partial<HelperState>),
  };
}

function apiOriginOf(state: HelperState): string {
  return state.apiOrigin && isAppOrigin(state.apiOrigin, APP_ORIGINS) ? state.apiOrigin : (APP_ORIGINS[0] as string);
}

/** GET /api/extension/releases (public) and keep its `conflicts`; the old list stays on failure. */
async function refreshList(): Promise<void> {
  const state = await load();
  const api = createApiClient({ origin: apiOriginOf(state), extension: "helper", version: VERSION });
  const result = await api.get("/api/extension/releases");
  const list = result.ok ? parseConflictList(result.data?.conflicts) : null;
  if (!list) {
    console.warn("conflict list not refreshed", result.ok ? "BAD_RESPONSE" : result.code);
    return;
  }
  await chrome.storage.local.set({ conflictList: list, listFetchedAt: Date.now() });
}

// ---------------------------------------------------------------- telling others

/** Content scripts that asked for the conflicts, by tab (chrome.storage.session: per browser session). */
async function knownTabs(): Promise<number[]> {
  const { tabs } = (await chrome.storage.session.get("tabs")) as { tabs?: number[] };
  return tabs ?? [];
}

async function rememberTab(tabId: number): Promise<void> {
  const tabs = await knownTabs();
  if (!tabs.includes(tabId)) await chrome.storage.session.set({ tabs: [...tabs, tabId].slice(-50) });
}

/** Fire and forget: the answer is never awaited (the Access extension may be asking us right now). */
function tellCore(ids: string[]): void {
  chrome.runtime.sendMessage(CORE_ID, { type: "conflicts", ids }).catch(() => {
    // PremiumHub Access not installed or disabled: it asks again when it starts.
  });
}

async function tellTabs(ids: string[]): Promise<void> {
  const message: ConflictsChanged = { type: "conflicts-changed", ids };
  const tabs = await knownTabs();
  const alive = await Promise.all(
    tabs.map((tabId) =>
      chrome.tabs.sendMessage(tabId, message).then(
        () => tabId,
        () => null, // the tab is closed or left the panel
      ),
    ),
  );
  await chrome.storage.session.set({ tabs: alive.filter((id) => id !== null) });
}

/** The enabled conflicting extensions now; tells the Access extension and the tabs when that changed. */
async function update(force = false): Promise<string[]> {
  const state = await load();
  const installed = await chrome.management.getAll();
  const ids = matchConflicts(installed, state.conflictList, [CORE_ID, HELPER_ID]);
  if (force || !sameIds(ids, state.reported)) {
    await chrome.storage.local.set({ reported: ids });
    tellCore(ids);
    void tellTabs(ids).catch((error: unknown) => console.warn(errorMessage(error)));
  }
  return ids;
}

// ---------------------------------------------------------------- events

async function onStart(): Promise<void> {
  const alarm = await chrome.alarms.get(LIST_ALARM);
  if (!alarm) await chrome.alarms.create(LIST_ALARM, { periodInMinutes: LIST_PERIOD_MINUTES });
  await refreshList();
  await update(true);
}

/** A helper content script on a panel page asks for the conflicts. */
async function onContentScript(sender: chrome.runtime.MessageSender): Promise<{ ok: true; ids: string[] }> {
  if (sender.tab?.id !== undefined) await rememberTab(sender.tab.id);
  const state = await load();
  // Firefox may leave sender.origin out: the origin of the top frame's URL then (decision 059).
  const origin =
    __BROWSER__ === "firefox"
      ? (relayedPanelOrigin(sender, chrome.runtime.id, APP_ORIGINS) ?? undefined)
      : sender.origin;
  if (isAppOrigin(origin, APP_ORIGINS) && origin !== state.apiOrigin) {
    await chrome.storage.local.set({ apiOrigin: origin });
    await refreshList();
  } else if (state.listFetchedAt === 0) {
    await refreshList();
  } else if (Date.now() - state.listFetchedAt > LIST_STALE_MS) {
    // Answer with the cached list now; a change after the refresh is pushed to the tab.
    void queue(async () => {
      await refreshList();
      await update();
    });
  }
  return { ok: true, ids: await update() };
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const fromOwnContentScript = sender.id === chrome.runtime.id && sender.tab !== undefined;
  if (!fromOwnContentScript || (message as { type?: unknown } | null)?.type !== "get-conflicts") return false;
  queue(() => onContentScript(sender)).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, code: "INTERNAL_ERROR", message: errorMessage(error) }),
  );
  return true;
});

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  const type = (message as { type?: unknown } | null)?.type;
  if (isExtensionSender(sender, CORE_ID) && type === "get-conflicts") {
    queue(() => update()).then(
      (ids) => sendResponse({ ok: true, ids }),
      (error: unknown) => sendResponse({ ok: false, code: "INTERNAL_ERROR", message: errorMessage(error) }),
    );
    return true;
  }
  if (isTrustedPanelSender(sender, APP_ORIGINS) && type === "status") {
    load().then(
      (state) => sendResponse({ ok: true, version: VERSION, conflicts: state.reported }),
      (error: unknown) => sendResponse({ ok: false, code: "INTERNAL_ERROR", message: errorMessage(error) }),
    );
    return true;
  }
  sendResponse({ ok: false, code: isTrustedPanelSender(sender, APP_ORIGINS) ? "BAD_REQUEST" : "UNTRUSTED_ORIGIN" });
  return false;
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === LIST_ALARM)
    void queue(async () => {
      await refreshList();
      await update();
    });
});

// Rare events: the list is fetched again each time, so that a conflict the admin just added counts.
const onManagementChange = () =>
  void queue(async () => {
    await refreshList();
    await update();
  });
chrome.management.onInstalled.addListener(onManagementChange);
chrome.management.onEnabled.addListener(onManagementChange);
chrome.management.onDisabled.addListener(onManagementChange);
chrome.management.onUninstalled.addListener(onManagementChange);

chrome.runtime.onInstalled.addListener(({ reason }) => {
  void queue(onStart);
  if (reason === "install") void greetOpenPanels(APP_ORIGINS);
});
chrome.runtime.onStartup.addListener(() => void queue(onStart));
