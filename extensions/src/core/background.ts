/**
 * PremiumHub Access: service worker. Links to the user's panel session with a one-time code,
 * applies a service's cookies on request, and removes them again when access ends (subscription
 * over, session revoked, version outdated, conflicting extension enabled, sign-out).
 * Protocol and endpoints: extensions/README.md.
 */
import { createApiClient, errorMessage } from "../shared/api.ts";
import { APP_ORIGINS, HELPER_ID, VERSION } from "../shared/config.ts";
import { isAppOrigin } from "../shared/origins.ts";
import {
  type Failure,
  parseHelperMessage,
  parseIdList,
  parsePanelRequest,
  type SubscriptionInfo,
  type UserInfo,
} from "../shared/protocol.ts";
import { isExtensionSender, isTrustedPanelSender } from "../shared/trusted-sender.ts";
import { appliedCookie, type CookieEntry, cookieKey, removalDetails, toSetDetails } from "./cookie-mapping.ts";
import { sessionVerdict, subscriptionActive } from "./session.ts";
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

/** Removes every cookie the extension applied, then forgets them. */
async function removeAllApplied(): Promise<void> {
  const { applied } = await loadState();
  const services = Object.values(applied);
  if (services.length === 0) return;
  await removeCookies(services.flatMap((s) => s.cookies));
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
  const result = await api(apiOrigin).call<{
    token?: unknown;
    expiresAt?: unknown;
    user?: unknown;
    subscription?: unknown;
  }>("/api/extension/token", { method: "POST", body: { code } });
  if (!result.ok) {
    if (result.status === 426) await applyVerdict(426, null);
    return failure(result);
  }
  const { token, expiresAt, user, subscription } = result.data ?? {};
  if (typeof token !== "string" || !token || !isUser(user))
    return { ok: false, status: result.status, code: "BAD_RESPONSE", message: "Unexpected token answer" };
  const previous = await loadState();
  // Another account (or another panel origin) takes over: what the previous one applied goes.
  if (previous.user?.email !== user.email || previous.apiOrigin !== apiOrigin) await removeAllApplied();
  const sub = asSubscription(subscription);
  await saveState({
    apiOrigin,
    token,
    expiresAt: typeof expiresAt === "string" ? expiresAt : null,
    user: { name: user.name, email: user.email },
    subscription: sub,
    outdated: false,
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

  const result = await api(state.apiOrigin).call<{ url?: unknown; cookies?: unknown }>(
    `/api/extension/services/${encodeURIComponent(serviceUuid)}/cookies`,
    { token: state.token },
  );
  if (!result.ok) {
    if (result.status === 401 || result.status === 426) await applyVerdict(result.status, null);
    return failure(result);
  }
  const { url, cookies } = result.data ?? {};
  if (!isWebUrl(url) || !Array.isArray(cookies))
    return { ok: false, status: result.status, code: "BAD_RESPONSE", message: "Unexpected cookies answer" };

  const planned = [];
  const invalid: string[] = [];
  for (const entry of cookies as CookieEntry[]) {
    const details = entry && typeof entry === "object" ? toSetDetails(entry) : new Error("not an object");
    if (details instanceof Error) invalid.push(details.message);
    else planned.push(details);
  }

  // Cookies this service had before but no longer lists are removed; the rest are overwritten.
  const previous = state.applied[serviceUuid]?.cookies ?? [];
  const plannedKeys = new Set(planned.map(cookieKey));
  await removeCookies(previous.filter((c) => !plannedKeys.has(cookieKey(c))));
  // Written before setting, so that a worker stopped half-way still knows what to remove.
  const applied = { ...state.applied, [serviceUuid]: { url, cookies: planned.map((d) => appliedCookie(d)) } };
  await saveState({ applied });

  const failed: string[] = [];
  const done = await Promise.all(
    planned.map(async (details) => {
      try {
        const cookie = await chrome.cookies.set(details);
        if (!cookie) throw new Error(chrome.runtime.lastError?.message ?? "rejected");
        return appliedCookie(details, cookie.storeId);
      } catch (error) {
        failed.push(`${details.name}: ${errorMessage(error)}`);
        return null;
      }
    }),
  );
  applied[serviceUuid] = { url, cookies: done.filter((c) => c !== null) };
  await saveState({ applied });

  if (planned.length > 0 && failed.length === planned.length) {
    return { ok: false, code: "COOKIE_SET_FAILED", message: [...invalid, ...failed].join("; ") };
  }
  await chrome.tabs.create({ url });
  return failed.length + invalid.length > 0 ? { ok: true, skipped: [...invalid, ...failed] } : { ok: true };
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
  };
}

async function unlink(): Promise<Reply> {
  const state = await loadState();
  await removeAllApplied();
  if (state.token && state.apiOrigin) {
    await api(state.apiOrigin)
      .call("/api/extension/logout", { method: "POST", token: state.token })
      .catch(() => undefined);
  }
  await unlinkLocally();
  return { ok: true };
}

// ---------------------------------------------------------------- session check

async function checkSession(): Promise<void> {
  const state = await loadState();
  if (!state.token || !state.apiOrigin) return;
  const result = await api(state.apiOrigin).call<{ user?: unknown; subscription?: unknown }>("/api/extension/session", {
    token: state.token,
  });
  if (result.ok) {
    const subscription = asSubscription(result.data?.subscription);
    const user = isUser(result.data?.user)
      ? { name: result.data.user.name, email: result.data.user.email }
      : state.user;
    await saveState({ user, subscription });
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
  switch (request.type) {
    case "link":
      // The sender's origin is one of APP_ORIGINS (checked above): it becomes the API base.
      return isAppOrigin(sender.origin, APP_ORIGINS)
        ? link(request.code, sender.origin)
        : { ok: false, code: "UNTRUSTED_ORIGIN" };
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
chrome.runtime.onMessage.addListener((message, sender, sendResponse) =>
  respond(() => handleInternal(message, sender), sendResponse),
);
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === SESSION_ALARM) void serialized(checkSession);
});
chrome.runtime.onInstalled.addListener(() => void serialized(onStart));
chrome.runtime.onStartup.addListener(() => void serialized(onStart));
