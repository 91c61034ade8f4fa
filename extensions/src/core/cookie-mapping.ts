/**
 * From a cookie as the catalogue stores it (the JSON that the "Cookie-Editor" family of extensions
 * exports) to what `chrome.cookies.set` and `chrome.cookies.remove` take. Pure: no chrome.* here.
 */

/** One exported cookie. Only name, value and domain are always there. */
export interface CookieEntry {
  name: string;
  value: string;
  domain: string;
  path?: string | null;
  secure?: boolean | null;
  httpOnly?: boolean | null;
  /** "no_restriction" | "lax" | "strict" | "unspecified" (Chrome), "None" | "Lax" | "Strict" (others), or null. */
  sameSite?: string | null;
  /** Seconds since the epoch (may carry a fraction). */
  expirationDate?: number | null;
  hostOnly?: boolean | null;
  session?: boolean | null;
  /** The exporting browser's store; meaningless here and ignored. */
  storeId?: string | null;
}

export type ChromeSameSite = "no_restriction" | "lax" | "strict" | "unspecified";

/** The subset of chrome.cookies.SetDetails this mapping fills in. */
export interface CookieSetDetails {
  url: string;
  name: string;
  value: string;
  domain?: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: ChromeSameSite;
  expirationDate?: number;
}

/** What is remembered of an applied cookie, enough to remove it again. */
export interface AppliedCookie {
  url: string;
  name: string;
  domain?: string;
  path: string;
  storeId?: string;
  /** Firefox with first-party isolation on: the first-party domain it was set under (firefox-cookies.ts). */
  firstPartyDomain?: string;
}

export interface CookieRemoveDetails {
  url: string;
  name: string;
  storeId?: string;
  firstPartyDomain?: string;
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function mapSameSite(value: string | null | undefined, secure: boolean): ChromeSameSite {
  const normalized = typeof value === "string" ? value.trim().toLowerCase() : "";
  let mapped: ChromeSameSite;
  if (normalized === "no_restriction" || normalized === "none") mapped = "no_restriction";
  else if (normalized === "lax") mapped = "lax";
  else if (normalized === "strict") mapped = "strict";
  else mapped = "unspecified";
  // Browsers reject SameSite=None without Secure: leave the attribute out instead.
  return mapped === "no_restriction" && !secure ? "unspecified" : mapped;
}

/**
 * The `chrome.cookies.set` details for one exported cookie, or an Error saying why it cannot be
 * applied (no name, no usable domain).
 *
 * - url: `https://` when the cookie is Secure (explicitly or by its `__Secure-`/`__Host-` prefix),
 *   else `http://` (the local test site runs on plain http), then the domain without its leading
 *   dot and the path.
 * - domain: left out for host-only cookies (`hostOnly: true`, or no `hostOnly` and no leading dot),
 *   so Chrome makes a host-only cookie; kept as exported (".example.com") for domain cookies.
 * - `__Host-`: Secure, path "/", host-only. `__Secure-`: Secure.
 * - sameSite: see {@link mapSameSite}.
 * - expirationDate: kept when it lies in the future; session cookies get none. An expiry that has
 *   passed is dropped as well, which makes the cookie last for the browser session: the service's
 *   server still decides whether it is valid, and the extension removes it when access ends.
 */
export function toSetDetails(entry: CookieEntry, nowMs: number = Date.now()): CookieSetDetails | Error {
  const name = typeof entry.name === "string" ? entry.name : "";
  if (!name.trim()) return new Error("cookie without a name");
  const rawDomain = typeof entry.domain === "string" ? entry.domain.trim().toLowerCase() : "";
  const host = rawDomain.replace(/^\.+/, "");
  if (!HOST.test(host)) return new Error(`cookie ${name}: unusable domain "${entry.domain}"`);

  const hostPrefix = name.startsWith("__Host-");
  const securePrefix = name.startsWith("__Secure-");
  const secure = hostPrefix || securePrefix || entry.secure === true;
  const hostOnly = hostPrefix || (typeof entry.hostOnly === "boolean" ? entry.hostOnly : !rawDomain.startsWith("."));
  const rawPath = typeof entry.path === "string" && entry.path.startsWith("/") ? entry.path : "/";
  const path = hostPrefix ? "/" : rawPath;

  const details: CookieSetDetails = {
    url: `${secure ? "https" : "http"}://${host}${path}`,
    name,
    value: typeof entry.value === "string" ? entry.value : String(entry.value ?? ""),
    path,
    secure,
    httpOnly: entry.httpOnly === true,
    sameSite: mapSameSite(entry.sameSite, secure),
  };
  if (!hostOnly) details.domain = rawDomain.startsWith(".") ? rawDomain : `.${rawDomain}`;
  const expires = entry.expirationDate;
  if (entry.session !== true && typeof expires === "number" && Number.isFinite(expires) && expires * 1000 > nowMs) {
    details.expirationDate = expires;
  }
  return details;
}

/**
 * What to remember of a cookie once `chrome.cookies.set` applied it (storeId from its answer;
 * firstPartyDomain only on Firefox with first-party isolation on).
 */
export function appliedCookie(
  details: CookieSetDetails,
  storeId?: string | null,
  firstPartyDomain?: string,
): AppliedCookie {
  const applied: AppliedCookie = { url: details.url, name: details.name, path: details.path };
  if (details.domain !== undefined) applied.domain = details.domain;
  if (storeId) applied.storeId = storeId;
  if (firstPartyDomain !== undefined) applied.firstPartyDomain = firstPartyDomain;
  return applied;
}

/** The `chrome.cookies.remove` details of an applied cookie. */
export function removalDetails(applied: AppliedCookie): CookieRemoveDetails {
  const details: CookieRemoveDetails = { url: applied.url, name: applied.name };
  if (applied.storeId) details.storeId = applied.storeId;
  if (applied.firstPartyDomain !== undefined) details.firstPartyDomain = applied.firstPartyDomain;
  return details;
}

/** The identity of a cookie in the jar: same name, domain (or host) and path means the same cookie. */
export function cookieKey(c: Pick<AppliedCookie, "url" | "name" | "domain" | "path">): string {
  const host = c.domain ?? new URL(c.url).hostname;
  return `${c.name}\u0000${host}\u0000${c.path}`;
}
