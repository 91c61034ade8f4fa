/**
 * Removing a service origin's whole `localStorage` on Firefox (decision 059). Chrome's
 * `browsingData.remove({ origins }, { localStorage: true })` takes origins; Firefox rejects
 * `origins` and takes `hostnames`, which removes the host's storage under every scheme and port
 * (and may reach its subdomains). So an origin whose host is, contains or lies under a host the
 * panel runs on is not removed whole there (that would take the panel's own sign-in with it): its
 * keys are removed inside a page of that origin instead, as for the panel's own origins.
 * Pure: no chrome.* here.
 */
import { type AppliedStorage, removalPlan } from "./site-storage.ts";

function hostOf(origin: string): string {
  return new URL(origin).hostname;
}

/** Whether two hosts are the same, or one lies under the other. */
export function relatedHosts(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/** `removalPlan` for Firefox: whole origins only where `hostnames` cannot reach the panel. */
export function firefoxRemovalPlan(
  storage: AppliedStorage,
  appOrigins: readonly string[],
): { wholeOrigins: string[]; keysInPage: AppliedStorage } {
  const appHosts = appOrigins.map(hostOf);
  const { wholeOrigins, keysInPage } = removalPlan(storage, appOrigins);
  const whole: string[] = [];
  const inPage: AppliedStorage = { ...keysInPage };
  for (const origin of wholeOrigins) {
    if (appHosts.some((host) => relatedHosts(host, hostOf(origin)))) inPage[origin] = storage[origin] ?? [];
    else whole.push(origin);
  }
  return { wholeOrigins: whole, keysInPage: inPage };
}

/** Firefox's `browsingData.remove` options for those whole origins: their host names, once each. */
export function firefoxRemovalOptions(wholeOrigins: readonly string[]): { hostnames: string[] } {
  return { hostnames: [...new Set(wholeOrigins.map(hostOf))] };
}
