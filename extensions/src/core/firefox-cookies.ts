/**
 * What differs in `chrome.cookies` on Firefox (decision 059).
 *
 * - First-party isolation (`privacy.firstparty.isolate`, off by default, on in Tor-like setups)
 *   files every cookie under the registrable domain of the top-level site that set it, and
 *   `cookies.set`/`remove` throw without a `firstPartyDomain`. The extension then retries with the
 *   registrable domain of the cookie's host (the site the subscriber opens is that top-level site)
 *   and remembers it for the removal.
 * - Dynamic partitioning (Total Cookie Protection, on by default) keys only third-party cookies by
 *   the top-level site; a service's own cookies are unpartitioned, which is what `cookies.set`
 *   without `partitionKey` writes.
 * - Store ids are "firefox-default", "firefox-private", "firefox-container-N": cookies go to the
 *   default store, where `tabs.create` opens the service; the id Firefox answers is remembered
 *   and given back on removal, as on Chrome.
 *
 * Pure, except for the cookies API passed in.
 */
import type { CookieSetDetails } from "./cookie-mapping.ts";

/** Second-level labels under which names are registered (the suffixes the product's users meet most). */
const SECOND_LEVEL_SUFFIXES = new Set([
  // Indonesia
  "co.id",
  "ac.id",
  "or.id",
  "go.id",
  "web.id",
  "my.id",
  "biz.id",
  "net.id",
  "sch.id",
  "mil.id",
  "ponpes.id",
  "desa.id",
  // elsewhere
  "co.uk",
  "org.uk",
  "ac.uk",
  "gov.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.jp",
  "ne.jp",
  "or.jp",
  "co.kr",
  "com.br",
  "com.sg",
  "com.my",
  "com.ph",
  "co.th",
  "com.vn",
  "co.nz",
  "co.in",
  "com.cn",
  "com.hk",
  "com.tw",
]);

/** Whether an error from `cookies.set`/`remove` says first-party isolation wants a `firstPartyDomain`. */
export function isFirstPartyIsolationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /first-?party isolation|firstPartyDomain/i.test(message);
}

/**
 * The first-party domain Firefox files a site's cookies under: its registrable domain ("eTLD+1";
 * for an IP address or a one-label host such as localhost, the host itself). Without the public
 * suffix list in the extension this knows the common second-level suffixes above.
 */
export function firstPartyDomainOf(host: string): string {
  const h = host.trim().toLowerCase().replace(/^\.+/, "").replace(/\.$/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(":")) return h;
  const labels = h.split(".");
  if (labels.length <= 2) return h;
  const lastTwo = labels.slice(-2).join(".");
  return labels.slice(SECOND_LEVEL_SUFFIXES.has(lastTwo) ? -3 : -2).join(".");
}

export interface FirefoxCookieDetails extends CookieSetDetails {
  firstPartyDomain?: string;
}

/** The part of Firefox's `cookies` API the functions below call. */
export interface FirefoxCookiesApi {
  set(details: FirefoxCookieDetails): Promise<{ storeId?: string } | null | undefined>;
}

/**
 * Sets one cookie on Firefox; with first-party isolation on, again with the first-party domain of
 * its host. Resolves with what to remember for its removal; rejects when it was not set.
 */
export async function setFirefoxCookie(
  cookies: FirefoxCookiesApi,
  details: CookieSetDetails,
): Promise<{ storeId?: string; firstPartyDomain?: string }> {
  try {
    const cookie = await cookies.set(details);
    if (!cookie) throw new Error("rejected");
    return cookie.storeId ? { storeId: cookie.storeId } : {};
  } catch (error) {
    if (!isFirstPartyIsolationError(error)) throw error;
  }
  const firstPartyDomain = firstPartyDomainOf(details.domain ?? new URL(details.url).hostname);
  const cookie = await cookies.set({ ...details, firstPartyDomain });
  if (!cookie) throw new Error("rejected");
  return cookie.storeId ? { storeId: cookie.storeId, firstPartyDomain } : { firstPartyDomain };
}

/**
 * Extra fields of a `cookies.getAll` query on Firefox: every first-party domain (without it, a
 * query throws while first-party isolation is on). Chrome takes no extra fields.
 */
export const FIREFOX_GET_ALL_EXTRAS = { firstPartyDomain: null } as const;
