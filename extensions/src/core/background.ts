/**
 * PremiumHub Access: service worker. Links to the user's panel session with a one-time code,
 * applies a service's session on request (cookies, `localStorage` entries, and rules that block
 * the shared account's own pages; decision 047), and removes all of it again when access ends
 * (subscription over, session revoked, version outdated, conflicting extension enabled, sign-out).
 * An admin's popup also saves a site's session into a service account.
 * Protocol and endpoints: extensions/README.md.
 */
import type { ApiBody } from "@app/shared/api/operations";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { createApiClient, errorMessage } from "../shared/api.ts";
import { relayedPanelOrigin } from "../shared/browser.ts";
import { APP_ORIGINS, HELPER_ID, VERSION } from "../shared/config.ts";
import { greetOpenPanels } from "../shared/greet.ts";
import { isAppOrigin } from "../shared/origins.ts";
import {
  type Failure,
  type PanelRequest,
  parseHelperMessage,
  parseIdList,
  parsePanelRequest,
  type SubscriptionInfo,
  type UserInfo,
} from "../shared/protocol.ts";
import { isExtensionSender, isTrustedPanelSender } from "../shared/trusted-sender.ts";
import { appliedCookie, type CookieEntry, cookieKey, removalDetails, toSetDetails } from "./cookie-mapping.ts";
import { FIREFOX_GET_ALL_EXTRAS, setFirefoxCookie } from "./firefox-cookies.ts";
import { firefoxRemovalOptions, firefoxRemovalPlan } from "./firefox-storage.ts";
import { isRelayedRequest, parseRelayedRequest } from "./page-relay.ts";
import { parseServices } from "./popup-services.ts";
import {
  blockingRules,
  FIREFOX_SUB_RESOURCE_TYPES,
  isPatternList,
  nextRuleId,
  SUB_RESOURCE_TYPES,
} from "./protected-pages.ts";
import { sessionVerdict, subscriptionActive } from "./session.ts";
import {
  type AppliedStorage,
  appliedStorage,
  capturedEntries,
  judgePage,
  type PageMarker,
  pageTextInPage,
  parseMarker,
  parseStorageEntries,
  pickSiteTab,
  primingOrder,
  primingUrl,
  readEntriesInPage,
  removalPlan,
  removeKeysInPage,
  type StorageEntries,
  toExportedCookie,
  uniqueCookies,
  writeEntriesInPage,
} from "./site-storage.ts";
import { type CoreState, EMPTY_STATE, loadState, saveState, serialized } from "./state.ts";

const SESSION_ALARM = "session-check";

type Reply = ({ ok: true } & Record<string, unknown>) | Failure;

function api(origin: string) {
  return createApiClient({ origin, extension: "core", version: VERSION });
}

// ---------------------------------------------------------------- cookies

async function removeCookies(cookies: CoreState["applied"][string]["cookies"]): Promise<void> {
  await Promise.all(
    cookies.map((cookie) =>
      chrome.cookies.remove(removalDetails(cookie)).catch((error: unknown) => {
        console.warn("cookie not removed", cookie.name, errorMessage(error));
      }),
    ),
  );
}

// ---------------------------------------------------------------- storage and rules

/** Resolves when the tab has loaded a page of `origin` (or after `timeoutMs`). */
function waitForTab(tabId: number, origin: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(listener);
      resolve();
    };
    const loaded = (tab: chrome.tabs.Tab) => tab.status === "complete" && !!tab.url?.startsWith(origin);
    const listener = (id: number, _info: unknown, tab: chrome.tabs.Tab) => {
      if (id === tabId && loaded(tab)) done();
    };
    const timer = setTimeout(done, timeoutMs);
    chrome.tabs.onUpdated.addListener(listener);
    chrome.tabs.get(tabId).then((tab) => loaded(tab) && done(), done);
  });
}

async function inTab<A extends unknown[], R>(tabId: number, func: (...args: A) => R, args: A): Promise<R | null> {
  try {
    const [result] = await chrome.scripting.executeScript({ target: { tabId }, func, args });
    return (result?.result as R | undefined) ?? null;
  } catch (error) {
    console.warn("script not run", errorMessage(error));
    return null;
  }
}

/**
 * Opens the service with its `localStorage` entries in place before the site's own scripts run:
 * the tab first loads each origin's `/robots.txt` (no site scripts there) and writes that origin's
 * entries, then goes to the service's page. Returns the origins that could not be written.
 */
async function openWithStorage(url: string, entries: StorageEntries): Promise<{ tabId: number; failed: string[] }> {
  const origins = primingOrder(entries, url);
  const failed: string[] = [];
  const tab = await chrome.tabs.create({ url: primingUrl(origins[0] as string) });
  const tabId = tab.id as number;
  for (const [index, origin] of origins.entries()) {
    if (index > 0) await chrome.tabs.update(tabId, { url: primingUrl(origin) });
    await waitForTab(tabId, origin);
    if ((await inTab(tabId, writeEntriesInPage, [origin, entries[origin] ?? {}])) !== true) failed.push(origin);
  }
  await chrome.tabs.update(tabId, { url });
  return { tabId, failed };
}

/**
 * After the service's page has loaded, checks the service's marker in it and tells the API whether
 * the shared session worked (a field signal, decision 048). Runs after the answer to the panel.
 */
async function reportWhatTheTabShows(tabId: number, url: string, serviceUuid: string, marker: PageMarker) {
  await waitForTab(tabId, new URL(url).origin);
  // The page's own scripts may still be drawing it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const text = await inTab(tabId, pageTextInPage, []);
  if (text === null) return;
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return;
  await api(state.apiOrigin).post("/api/extension/services/{uuid}/signal", {
    path: { uuid: serviceUuid },
    token: state.token,
    json: { signedIn: judgePage(text, marker) },
  });
}

/** Removes the `localStorage` entries written for services (see `removalPlan`). */
async function removeStorage(storage: AppliedStorage): Promise<void> {
  // Firefox removes storage by host name, not by origin (decision 059).
  const { wholeOrigins, keysInPage } =
    __BROWSER__ === "firefox" ? firefoxRemovalPlan(storage, APP_ORIGINS) : removalPlan(storage, APP_ORIGINS);
  const tabs = await chrome.tabs.query({}).catch(() => [] as chrome.tabs.Tab[]);
  // Open pages of those origins lose the keys at once.
  for (const [origin, keys] of Object.entries(storage)) {
    for (const tab of tabs) {
      if (typeof tab.id === "number" && tab.url?.startsWith(`${origin}/`))
        await inTab(tab.id, removeKeysInPage, [origin, keys]);
    }
  }
  if (wholeOrigins.length > 0) {
    const where =
      __BROWSER__ === "firefox"
        ? (firefoxRemovalOptions(wholeOrigins) as chrome.browsingData.RemovalOptions)
        : { origins: wholeOrigins as [string, ...string[]] };
    await chrome.browsingData
      .remove(where, { localStorage: true })
      .catch((error: unknown) => console.warn("storage not removed", errorMessage(error)));
  }
  for (const [origin, keys] of Object.entries(keysInPage)) {
    if (tabs.some((tab) => tab.url?.startsWith(`${origin}/`))) continue;
    // No page of the panel's own origin is open: a background tab removes the keys, then closes.
    const tab = await chrome.tabs.create({ url: primingUrl(origin), active: false });
    await waitForTab(tab.id as number, origin);
    await inTab(tab.id as number, removeKeysInPage, [origin, keys]);
    await chrome.tabs.remove(tab.id as number).catch(() => undefined);
  }
}

/** Replaces one service's blocking rules; throws when Chrome refuses them. */
async function replaceRules(
  previous: number[],
  serviceUuid: string,
  serviceUrl: string,
  patterns: string[],
): Promise<number[]> {
  const existing = await chrome.declarativeNetRequest.getDynamicRules();
  const kept = existing.map((r) => r.id).filter((id) => !previous.includes(id));
  const types = __BROWSER__ === "firefox" ? FIREFOX_SUB_RESOURCE_TYPES : SUB_RESOURCE_TYPES;
  const rules = blockingRules(serviceUuid, serviceUrl, patterns, nextRuleId(kept), types);
  await chrome.declarativeNetRequest.updateDynamicRules({
    removeRuleIds: previous,
    addRules: rules as unknown as chrome.declarativeNetRequest.Rule[],
  });
  return rules.map((r) => r.id);
}

async function removeAllRules(): Promise<void> {
  const existing = await chrome.declarativeNetRequest.getDynamicRules();
  if (existing.length > 0)
    await chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds: existing.map((r) => r.id) });
}

/** Removes every cookie, storage entry and blocking rule the extension applied, then forgets them. */
async function removeAllApplied(): Promise<void> {
  const { applied } = await loadState();
  const services = Object.values(applied);
  await removeAllRules().catch((error: unknown) => console.warn("rules not removed", errorMessage(error)));
  if (services.length === 0) return;
  await removeCookies(services.flatMap((s) => s.cookies));
  const storage: AppliedStorage = {};
  for (const service of services) {
    for (const [origin, keys] of Object.entries(service.storage ?? {}))
      storage[origin] = [...(storage[origin] ?? []), ...keys];
  }
  await removeStorage(storage);
  await saveState({ applied: {} });
}

/** Forgets the link (token, account) but keeps what the helper reported. */
async function unlinkLocally(): Promise<void> {
  await removeAllApplied();
  const { conflicts, outdated } = await loadState();
  await chrome.storage.local.clear();
  await saveState({ ...EMPTY_STATE, conflicts, outdated });
}

/** Reacts to an API answer about the session (or any authenticated call that failed). */
async function applyVerdict(status: number, subscription: SubscriptionInfo | null | undefined): Promise<void> {
  switch (sessionVerdict(status, subscription)) {
    case "unlink":
      await unlinkLocally();
      break;
    case "outdated":
      await removeAllApplied();
      await saveState({ outdated: true });
      break;
    case "remove-cookies":
      await removeAllApplied();
      await saveState({ outdated: false });
      break;
    case "keep":
      await saveState({ outdated: false });
      break;
    case "retry":
      break;
  }
}

// ---------------------------------------------------------------- helper (conflicts)

/** Asks the Session Helper for the current conflicts; null when it does not answer. */
async function askHelperForConflicts(): Promise<string[] | null> {
  try {
    const answer: unknown = await chrome.runtime.sendMessage(HELPER_ID, { type: "get-conflicts" });
    const ids = answer && typeof answer === "object" ? parseIdList((answer as { ids?: unknown }).ids) : null;
    return ids;
  } catch {
    return null; // helper not installed or disabled
  }
}

async function setConflicts(ids: string[]): Promise<void> {
  await saveState({ conflicts: ids });
  if (ids.length > 0) await removeAllApplied();
}

// ---------------------------------------------------------------- panel requests

function isUser(value: unknown): value is UserInfo {
  const v = value as UserInfo | null;
  return !!v && typeof v === "object" && typeof v.name === "string" && typeof v.email === "string";
}

function asSubscription(value: unknown): SubscriptionInfo | null {
  const v = value as SubscriptionInfo | null;
  return v && typeof v === "object" && typeof v.status === "string" && typeof v.endDate === "string"
    ? { status: v.status, endDate: v.endDate }
    : null;
}

function failure(result: { status: number; code: string; message: string }): Failure {
  return { ok: false, status: result.status, code: result.code, message: result.message };
}

async function link(code: string, apiOrigin: string): Promise<Reply> {
  const result = await api(apiOrigin).post("/api/extension/token", { json: { code } });
  if (!result.ok) {
    if (result.status === 426) await applyVerdict(426, null);
    return failure(result);
  }
  const { token, expiresAt, user, subscription, canCapture } = result.data ?? {};
  if (typeof token !== "string" || !token || !isUser(user))
    return { ok: false, status: result.status, code: "BAD_RESPONSE", message: "Unexpected token answer" };
  const previous = await loadState();
  // Another account (or another panel origin) takes over: what the previous one applied goes.
  if (previous.user?.email !== user.email || previous.apiOrigin !== apiOrigin) {
    await removeAllApplied();
    await saveState({ services: [] });
  }
  const sub = asSubscription(subscription);
  await saveState({
    apiOrigin,
    token,
    expiresAt: typeof expiresAt === "string" ? expiresAt : null,
    user: { name: user.name, email: user.email },
    subscription: sub,
    outdated: false,
    canCapture: canCapture === true,
  });
  if (!subscriptionActive(sub)) await removeAllApplied();
  await ensureAlarm();
  return { ok: true, user: { name: user.name, email: user.email } };
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

async function openService(serviceUuid: string): Promise<Reply> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return { ok: false, code: "NOT_LINKED", message: "Extension not linked" };
  const conflicts = (await askHelperForConflicts()) ?? state.conflicts;
  if (conflicts.length > 0) {
    await setConflicts(conflicts);
    return { ok: false, code: "CONFLICT_EXTENSIONS", conflicts, message: "Conflicting extensions are enabled" };
  }
  if (state.conflicts.length > 0) await saveState({ conflicts: [] });

  const result = await api(state.apiOrigin).get("/api/extension/services/{uuid}/cookies", {
    path: { uuid: serviceUuid },
    token: state.token,
  });
  if (!result.ok) {
    if (result.status === 401 || result.status === 426) await applyVerdict(result.status, null);
    return failure(result);
  }
  const { name, url, cookies, localStorage, blockedUrls, marker } = result.data ?? {};
  const storage = parseStorageEntries(localStorage);
  const patterns = blockedUrls === undefined ? [] : blockedUrls;
  if (!isWebUrl(url) || !Array.isArray(cookies) || !storage || !isPatternList(patterns))
    return { ok: false, status: result.status, code: "BAD_RESPONSE", message: "Unexpected session answer" };

  const planned = [];
  const invalid: string[] = [];
  for (const entry of cookies as CookieEntry[]) {
    const details = entry && typeof entry === "object" ? toSetDetails(entry) : new Error("not an object");
    if (details instanceof Error) invalid.push(details.message);
    else planned.push(details);
  }

  // The account's own pages are blocked before its session is in the browser; without the rules
  // nothing is applied.
  const before = state.applied[serviceUuid];
  let ruleIds: number[];
  try {
    ruleIds = await replaceRules(before?.ruleIds ?? [], serviceUuid, url, patterns);
  } catch (error) {
    return { ok: false, code: "RULES_FAILED", message: errorMessage(error) };
  }

  // Cookies this service had before but no longer lists are removed; the rest are overwritten.
  const previous = before?.cookies ?? [];
  const plannedKeys = new Set(planned.map(cookieKey));
  await removeCookies(previous.filter((c) => !plannedKeys.has(cookieKey(c))));
  const storageKeys = appliedStorage(storage);
  const service = {
    url,
    name: typeof name === "string" ? name : url,
    ruleIds,
    // What is about to be written, merged with what was: a worker stopped half-way still knows
    // what to remove.
    storage: { ...(before?.storage ?? {}), ...storageKeys },
  };
  const applied = { ...state.applied, [serviceUuid]: { ...service, cookies: planned.map((d) => appliedCookie(d)) } };
  await saveState({ applied });

  const failed: string[] = [];
  const done = await Promise.all(
    planned.map(async (details) => {
      try {
        if (__BROWSER__ === "firefox") {
          // First-party isolation wants a firstPartyDomain (decision 059).
          const { storeId, firstPartyDomain } = await setFirefoxCookie(chrome.cookies, details);
          return appliedCookie(details, storeId, firstPartyDomain);
        }
        const cookie = await chrome.cookies.set(details);
        if (!cookie) throw new Error(chrome.runtime.lastError?.message ?? "rejected");
        return appliedCookie(details, cookie.storeId);
      } catch (error) {
        failed.push(`${details.name}: ${errorMessage(error)}`);
        return null;
      }
    }),
  );
  applied[serviceUuid] = { ...service, cookies: done.filter((c) => c !== null) };
  await saveState({ applied });

  if (planned.length > 0 && failed.length === planned.length) {
    return { ok: false, code: "COOKIE_SET_FAILED", message: [...invalid, ...failed].join("; ") };
  }
  let tabId: number | undefined;
  if (Object.keys(storage).length > 0) {
    const opened = await openWithStorage(url, storage);
    tabId = opened.tabId;
    for (const origin of opened.failed) failed.push(`localStorage of ${origin}: not written`);
  } else {
    tabId = (await chrome.tabs.create({ url })).id;
  }
  const pageMarker = parseMarker(marker);
  if (pageMarker && typeof tabId === "number") {
    // Not awaited: the panel hears back now; the check follows once the page has loaded.
    void reportWhatTheTabShows(tabId, url, serviceUuid, pageMarker).catch((error: unknown) =>
      console.warn("signal not sent", errorMessage(error)),
    );
  }
  return failed.length + invalid.length > 0 ? { ok: true, skipped: [...invalid, ...failed] } : { ok: true };
}

/** The subscription's services for the popup (the list the panel's dashboard shows). */
async function listServices(): Promise<Reply> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return { ok: false, code: "NOT_LINKED" };
  const result = await api(state.apiOrigin).get("/api/extension/services", { token: state.token });
  if (!result.ok) {
    if (result.status === 401 || result.status === 426) await applyVerdict(result.status, null);
    return failure(result);
  }
  const services = parseServices(result.data);
  if (!services)
    return { ok: false, status: result.status, code: "BAD_RESPONSE", message: "Unexpected services answer" };
  await saveState({ services });
  return { ok: true, services };
}

// ---------------------------------------------------------------- capture (admins)

async function captureTargets(): Promise<Reply> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return { ok: false, code: "NOT_LINKED" };
  const result = await api(state.apiOrigin).get("/api/extension/capture/targets", { token: state.token });
  if (!result.ok) return failure(result);
  const serviceUrls = (Array.isArray(result.data) ? result.data : [])
    .map((t) => t?.accessUrl)
    .filter((url): url is string => isWebUrl(url));
  const tabs = await chrome.tabs.query({ lastFocusedWindow: true });
  const tab =
    pickSiteTab(tabs, APP_ORIGINS, serviceUrls) ?? pickSiteTab(await chrome.tabs.query({}), APP_ORIGINS, serviceUrls);
  return { ok: true, targets: result.data, tab: tab ? { id: tab.id, url: tab.url } : null };
}

/** Saves the cookies and `localStorage` of the site in `tabId` into a service account. */
async function capture(request: {
  tabId: number;
  serviceUuid: string;
  accountId?: string;
  label?: string;
}): Promise<Reply> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return { ok: false, code: "NOT_LINKED" };
  const tab = await chrome.tabs.get(request.tabId).catch(() => null);
  if (!tab?.url || !isWebUrl(tab.url)) return { ok: false, code: "NO_SITE_TAB", message: "No site in that tab" };
  const host = new URL(tab.url).hostname;
  // Firefox: every first-party domain, else a query throws under first-party isolation.
  const extras = __BROWSER__ === "firefox" ? (FIREFOX_GET_ALL_EXTRAS as object) : {};
  const cookies = uniqueCookies([
    await chrome.cookies.getAll({ url: tab.url, ...extras }),
    await chrome.cookies.getAll({ domain: host, ...extras }),
  ]).map((c) => toExportedCookie(c));
  const page = await inTab(request.tabId, readEntriesInPage, []);
  const kept = page ? capturedEntries(page.origin, page.entries, APP_ORIGINS, Object.values(STORAGE_KEYS)) : {};
  const localStorage = page && Object.keys(kept).length > 0 ? { [page.origin]: kept } : {};
  const body: ApiBody<"/api/extension/capture", "post"> = {
    serviceUuid: request.serviceUuid,
    session: { cookies, localStorage },
    ...(request.accountId ? { accountId: request.accountId } : { label: request.label }),
  };
  const result = await api(state.apiOrigin).post("/api/extension/capture", { token: state.token, json: body });
  if (!result.ok) return failure(result);
  return {
    ok: true,
    account: result.data?.label ?? "",
    cookies: cookies.length,
    entries: Object.values(localStorage).reduce((n, keys) => n + Object.keys(keys).length, 0),
  };
}

async function status(): Promise<Reply> {
  const state = await loadState();
  return {
    ok: true,
    linked: !!state.token,
    user: state.user,
    subscription: state.subscription,
    version: VERSION,
    outdated: state.outdated,
    conflicts: state.conflicts,
    canCapture: state.canCapture,
  };
}

async function unlink(): Promise<Reply> {
  const state = await loadState();
  await removeAllApplied();
  if (state.token && state.apiOrigin) {
    await api(state.apiOrigin)
      .post("/api/extension/logout", { token: state.token })
      .catch(() => undefined);
  }
  await unlinkLocally();
  return { ok: true };
}

// ---------------------------------------------------------------- session check

async function checkSession(): Promise<void> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return;
  const result = await api(state.apiOrigin).get("/api/extension/session", { token: state.token });
  if (result.ok) {
    const subscription = asSubscription(result.data?.subscription);
    const user = isUser(result.data?.user)
      ? { name: result.data.user.name, email: result.data.user.email }
      : state.user;
    await saveState({ user, subscription, canCapture: result.data?.canCapture === true });
    await applyVerdict(result.status, subscription);
  } else {
    await applyVerdict(result.status, null);
  }
}

async function ensureAlarm(): Promise<void> {
  const existing = await chrome.alarms.get(SESSION_ALARM);
  if (!existing) await chrome.alarms.create(SESSION_ALARM, { periodInMinutes: 1 });
}

async function onStart(): Promise<void> {
  await ensureAlarm();
  const conflicts = await askHelperForConflicts();
  if (conflicts) await setConflicts(conflicts);
  await checkSession();
}

// ---------------------------------------------------------------- dispatch

async function handleExternal(message: unknown, sender: chrome.runtime.MessageSender): Promise<Reply> {
  if (isExtensionSender(sender, HELPER_ID)) {
    const request = parseHelperMessage(message);
    if (!request) return { ok: false, code: "BAD_REQUEST" };
    await setConflicts(request.ids);
    return { ok: true };
  }
  if (!isTrustedPanelSender(sender, APP_ORIGINS)) return { ok: false, code: "UNTRUSTED_ORIGIN" };
  const request = parsePanelRequest(message);
  if (!request) return { ok: false, code: "BAD_REQUEST" };
  return handlePanel(request, sender.origin);
}

/**
 * Firefox: a panel request its content script relayed (page-relay.ts); the page's origin is taken
 * from what the browser says about the sender, never from the message.
 */
async function handleRelayed(message: unknown, sender: chrome.runtime.MessageSender): Promise<Reply> {
  const origin = relayedPanelOrigin(sender, chrome.runtime.id, APP_ORIGINS);
  if (!origin) return { ok: false, code: "UNTRUSTED_ORIGIN" };
  const request = parseRelayedRequest(message);
  if (!request) return { ok: false, code: "BAD_REQUEST" };
  return handlePanel(request, origin);
}

/** A request of a panel page whose origin (`origin`) was checked to be one of APP_ORIGINS. */
async function handlePanel(request: PanelRequest, origin: string | undefined): Promise<Reply> {
  switch (request.type) {
    case "link":
      // The sender's origin is one of APP_ORIGINS (checked by the caller): it becomes the API base.
      return isAppOrigin(origin, APP_ORIGINS) ? link(request.code, origin) : { ok: false, code: "UNTRUSTED_ORIGIN" };
    case "open-service":
      return openService(request.serviceUuid);
    case "status":
      return status();
    case "unlink":
      return unlink();
  }
}

/** Messages from the extension's own pages (the popup). */
async function handleInternal(message: unknown, sender: chrome.runtime.MessageSender): Promise<Reply> {
  // The popup, or popup.html opened in a tab; content scripts have the web page's url instead.
  const ownPage = sender.id === chrome.runtime.id && !!sender.url?.startsWith(chrome.runtime.getURL(""));
  if (!ownPage) return { ok: false, code: "UNTRUSTED_ORIGIN" };
  const type = (message as { type?: unknown } | null)?.type;
  if (type === "status") {
    await checkSession();
    return status();
  }
  if (type === "unlink") return unlink();
  if (type === "services") return listServices();
  if (type === "open-service") {
    // The popup opens a service the way the panel does.
    const request = parsePanelRequest(message);
    return request?.type === "open-service" ? openService(request.serviceUuid) : { ok: false, code: "BAD_REQUEST" };
  }
  if (type === "capture-targets") return captureTargets();
  if (type === "capture") {
    const m = message as { tabId?: unknown; serviceUuid?: unknown; accountId?: unknown; label?: unknown };
    if (typeof m.tabId !== "number" || typeof m.serviceUuid !== "string") return { ok: false, code: "BAD_REQUEST" };
    return capture({
      tabId: m.tabId,
      serviceUuid: m.serviceUuid,
      ...(typeof m.accountId === "string" && m.accountId ? { accountId: m.accountId } : {}),
      ...(typeof m.label === "string" ? { label: m.label } : {}),
    });
  }
  if (type === "service-name") {
    // The protected-page notice asks which service it stands for.
    const uuid = (message as { serviceUuid?: unknown }).serviceUuid;
    const service = typeof uuid === "string" ? (await loadState()).applied[uuid] : undefined;
    return { ok: true, name: service?.name ?? null, url: service?.url ?? null };
  }
  return { ok: false, code: "BAD_REQUEST" };
}

function respond(task: () => Promise<Reply>, sendResponse: (reply: Reply) => void): true {
  serialized(task).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, code: "INTERNAL_ERROR", message: errorMessage(error) }),
  );
  return true; // the answer comes asynchronously
}

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) =>
  respond(() => handleExternal(message, sender), sendResponse),
);
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (__BROWSER__ === "firefox" && isRelayedRequest(message))
    return respond(() => handleRelayed(message, sender), sendResponse);
  return respond(() => handleInternal(message, sender), sendResponse);
});
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === SESSION_ALARM) void serialized(checkSession);
});
chrome.runtime.onInstalled.addListener(({ reason }) => {
  void serialized(onStart);
  if (reason === "install") void greetOpenPanels(APP_ORIGINS);
});
chrome.runtime.onStartup.addListener(() => void serialized(onStart));
