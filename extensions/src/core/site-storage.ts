/**
 * A service's `localStorage` entries (decision 047) and a site's session as the popup captures it.
 * Pure: no chrome.* here; the functions marked "injected" run inside the site's page through
 * `chrome.scripting.executeScript`, so they may use nothing from outside their own body.
 */
import type { CookieEntry } from "./cookie-mapping.ts";

/** `{ "<origin>": { "<key>": "<value>" } }`. */
export type StorageEntries = Record<string, Record<string, string>>;
/** What the extension wrote, to remove it again: keys per origin. */
export type AppliedStorage = Record<string, string[]>;

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === text;
  } catch {
    return false;
  }
}

/** The entries of an API answer that can be written (http(s) origins, string values), or null. */
export function parseStorageEntries(value: unknown): StorageEntries | null {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) return null;
  const out: StorageEntries = {};
  for (const [origin, keys] of Object.entries(value as Record<string, unknown>)) {
    if (!isOrigin(origin) || !keys || typeof keys !== "object" || Array.isArray(keys)) return null;
    const entries: Record<string, string> = {};
    for (const [key, v] of Object.entries(keys as Record<string, unknown>)) {
      if (typeof v !== "string") return null;
      entries[key] = v;
    }
    if (Object.keys(entries).length > 0) out[origin] = entries;
  }
  return out;
}

export function appliedStorage(entries: StorageEntries): AppliedStorage {
  return Object.fromEntries(Object.entries(entries).map(([origin, keys]) => [origin, Object.keys(keys)]));
}

/**
 * The origins the service opens on come first: the tab visits each origin's `/robots.txt` (a page
 * without the site's scripts) to write its entries, then the service's page, so the site's own
 * scripts find them from their first run.
 */
export function primingOrder(entries: StorageEntries, serviceUrl: string): string[] {
  const own = new URL(serviceUrl).origin;
  return Object.keys(entries).sort((a, b) => (a === own ? 1 : b === own ? -1 : a.localeCompare(b)));
}

export const primingUrl = (origin: string) => `${origin}/robots.txt`;

/**
 * How applied storage is removed: the whole `localStorage` of a service's own origin goes through
 * `chrome.browsingData` (no page needed); an origin the panel itself runs on keeps its other keys
 * (the panel's sign-in), so only our keys are removed there, inside a page of that origin.
 */
export function removalPlan(
  storage: AppliedStorage,
  appOrigins: readonly string[],
): { wholeOrigins: string[]; keysInPage: AppliedStorage } {
  const wholeOrigins: string[] = [];
  const keysInPage: AppliedStorage = {};
  for (const [origin, keys] of Object.entries(storage)) {
    if (keys.length === 0) continue;
    if (appOrigins.includes(origin)) keysInPage[origin] = keys;
    else wholeOrigins.push(origin);
  }
  return { wholeOrigins, keysInPage };
}

/** Injected: writes the entries when the page is on `origin`; true when it did. */
export function writeEntriesInPage(origin: string, entries: Record<string, string>): boolean {
  if (location.origin !== origin) return false;
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  return true;
}

/** Injected: removes the keys when the page is on `origin`. */
export function removeKeysInPage(origin: string, keys: string[]): boolean {
  if (location.origin !== origin) return false;
  for (const key of keys) localStorage.removeItem(key);
  return true;
}

/**
 * What of a page's `localStorage` a capture keeps: all of a service's own origin; on an origin the
 * panel runs on, never the panel's own keys (its sign-in must not end up in a shared session).
 */
export function capturedEntries(
  origin: string,
  entries: Record<string, string>,
  appOrigins: readonly string[],
  panelKeys: readonly string[],
): Record<string, string> {
  if (!appOrigins.includes(origin)) return entries;
  return Object.fromEntries(Object.entries(entries).filter(([key]) => !panelKeys.includes(key)));
}

/** Injected: the page's origin and its whole `localStorage`. */
export function readEntriesInPage(): { origin: string; entries: Record<string, string> } {
  const entries: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null) entries[key] = localStorage.getItem(key) ?? "";
  }
  return { origin: location.origin, entries };
}

/** The subset of chrome.cookies.Cookie a capture reads. */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string;
  hostOnly: boolean;
  session: boolean;
  expirationDate?: number;
}

/** A browser cookie in the cookie-editor export format the API stores. */
export function toExportedCookie(cookie: BrowserCookie): CookieEntry {
  const entry: CookieEntry = {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite,
    hostOnly: cookie.hostOnly,
    session: cookie.session,
  };
  if (!cookie.session && typeof cookie.expirationDate === "number") entry.expirationDate = cookie.expirationDate;
  return entry;
}

/** Cookies of several lookups, each once (same name, domain and path). */
export function uniqueCookies<T extends Pick<BrowserCookie, "name" | "domain" | "path">>(lists: T[][]): T[] {
  const seen = new Map<string, T>();
  for (const cookie of lists.flat()) seen.set(`${cookie.name}\u0000${cookie.domain}\u0000${cookie.path}`, cookie);
  return [...seen.values()];
}

export interface TabLike {
  id?: number;
  url?: string;
  active?: boolean;
  lastAccessed?: number;
}

/**
 * The tab whose site the popup saves: the active web tab, else (the popup opened as a page of its
 * own) the web tab used last. Never one of the panel's own pages: a tab on an origin the panel
 * runs on counts only under a service's address (the local demo site lives there).
 */
export function pickSiteTab<T extends TabLike>(
  tabs: readonly T[],
  appOrigins: readonly string[],
  serviceUrls: readonly string[] = [],
): T | null {
  const web = tabs.filter((tab) => {
    if (typeof tab.id !== "number" || !tab.url) return false;
    try {
      const url = new URL(tab.url);
      if (url.protocol !== "https:" && url.protocol !== "http:") return false;
      return !appOrigins.includes(url.origin) || serviceUrls.some((service) => tab.url?.startsWith(service));
    } catch {
      return false;
    }
  });
  const active = web.find((tab) => tab.active);
  if (active) return active;
  return [...web].sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0] ?? null;
}

/** The service whose address is on the tab's host (or a parent domain of it), if any. */
export function serviceForUrl<T extends { accessUrl: string | null }>(targets: readonly T[], url: string): T | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  return (
    targets.find((t) => {
      if (!t.accessUrl) return false;
      try {
        const own = new URL(t.accessUrl).hostname;
        return host === own || host.endsWith(`.${own}`) || own.endsWith(`.${host}`);
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** The markers of a service's signed-in and signed-out pages (decision 048). */
export interface PageMarker {
  signedInText: string | null;
  signedOutText: string | null;
}

export function parseMarker(value: unknown): PageMarker | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === "string" && x.length > 0 && x.length <= 500 ? x : null);
  const marker = { signedInText: text(v.signedInText), signedOutText: text(v.signedOutText) };
  return marker.signedInText || marker.signedOutText ? marker : null;
}

/** Whether a page's text shows the signed-in page (the same rule as the Worker's probe). */
export function judgePage(text: string, marker: PageMarker): boolean {
  if (marker.signedOutText && text.includes(marker.signedOutText)) return false;
  if (marker.signedInText && !text.includes(marker.signedInText)) return false;
  return true;
}

/** Injected: the text of the page (as the Worker's probe reads the page, layout aside). */
export function pageTextInPage(): string {
  return document.body?.textContent ?? "";
}
