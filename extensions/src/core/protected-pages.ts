/**
 * The declarativeNetRequest rules that keep a subscriber away from a shared account's own pages
 * (account, password, billing, sign-out) while the extension holds its session (decision 047).
 * Each blocked pattern (urlFilter syntax, shared/src/url-filter.ts) becomes two rules: a top-level
 * navigation is redirected to the extension's page that says why, every other request (a form
 * post, a fetch, a frame, a ping) is blocked. Pure: no chrome.* here.
 */
import { serviceDomainOf } from "@app/shared/service-hosts";

export const BLOCKED_PAGE = "/blocked.html";

/** Every resource type but the top-level document: blocked outright (Chrome's names). */
export const SUB_RESOURCE_TYPES = [
  "sub_frame",
  "stylesheet",
  "script",
  "image",
  "font",
  "object",
  "xmlhttprequest",
  "ping",
  "csp_report",
  "media",
  "websocket",
  "webtransport",
  "webbundle",
  "other",
] as const;

/**
 * The same on Firefox (decision 059), whose rules fail as a whole on a type it does not know
 * (`webtransport`, `webbundle`) and which names more kinds of request than Chrome (`beacon` apart
 * from `ping`, `object_subrequest`, `imageset`, `json`…).
 */
export const FIREFOX_SUB_RESOURCE_TYPES = [
  "sub_frame",
  "stylesheet",
  "script",
  "image",
  "imageset",
  "font",
  "object",
  "object_subrequest",
  "xmlhttprequest",
  "json",
  "xslt",
  "xml_dtd",
  "ping",
  "beacon",
  "csp_report",
  "media",
  "websocket",
  "web_manifest",
  "speculative",
  "other",
] as const;

export interface BlockingRule {
  id: number;
  priority: number;
  action: { type: "redirect"; redirect: { extensionPath: string } } | { type: "block" };
  condition: {
    urlFilter: string;
    /** The service's own domain (and its subdomains): a rule never reaches another site. */
    requestDomains: readonly string[];
    isUrlFilterCaseSensitive: false;
    resourceTypes: readonly string[];
  };
}

/**
 * The rules of one service's patterns, with ids from `firstId` on (two per pattern); sub-resources
 * are of the browser's `subResourceTypes`. Each rule holds only on the domain of the service's
 * access URL (issue 41): a pattern that names another site, or none, blocks nothing elsewhere.
 * Without a usable access URL there are no rules.
 */
export function blockingRules(
  serviceUuid: string,
  serviceUrl: string,
  patterns: readonly string[],
  firstId: number,
  subResourceTypes: readonly string[] = SUB_RESOURCE_TYPES,
): BlockingRule[] {
  const domain = serviceDomainOf(serviceUrl);
  if (!domain) return [];
  const requestDomains = [domain];
  const extensionPath = `${BLOCKED_PAGE}?service=${encodeURIComponent(serviceUuid)}`;
  const condition = (urlFilter: string, resourceTypes: readonly string[]) => ({
    urlFilter,
    requestDomains,
    isUrlFilterCaseSensitive: false as const,
    resourceTypes,
  });
  return patterns.flatMap((urlFilter, index) => [
    {
      id: firstId + index * 2,
      priority: 1,
      action: { type: "redirect" as const, redirect: { extensionPath } },
      condition: condition(urlFilter, ["main_frame"]),
    },
    {
      id: firstId + index * 2 + 1,
      priority: 1,
      action: { type: "block" as const },
      condition: condition(urlFilter, subResourceTypes),
    },
  ]);
}

/** The first free id after the rules in place (ids are positive integers). */
export function nextRuleId(existingIds: readonly number[]): number {
  return existingIds.reduce((max, id) => Math.max(max, id), 0) + 1;
}

/** Whether a string list from the API is a usable list of patterns. */
export function isPatternList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every((p) => typeof p === "string" && p.length > 0 && p.length <= 500)
  );
}
