/**
 * The messages the extensions exchange with the panel, with each other and with their own pages.
 * See README.md ("Message protocol"). Incoming messages are `unknown` until a parser here accepts them.
 */

export interface UserInfo {
  name: string;
  email: string;
}

export interface SubscriptionInfo {
  status: string;
  endDate: string;
}

/** From the panel (externally_connectable, checked sender.origin) to the Access extension. */
export type PanelRequest =
  | { type: "link"; code: string }
  | { type: "open-service"; serviceUuid: string }
  | { type: "status" }
  | { type: "unlink" };

/** From the Session Helper to the Access extension. */
export type HelperToCore = { type: "conflicts"; ids: string[] };

/** From the Access extension (or the helper's own content script) to the Session Helper. */
export type GetConflicts = { type: "get-conflicts" };

/** From the helper's background to its content scripts (chrome.tabs.sendMessage). */
export type ConflictsChanged = { type: "conflicts-changed"; ids: string[] };

export interface Failure {
  ok: false;
  code: string;
  status?: number;
  message?: string;
  conflicts?: string[];
}

/**
 * What a content script posts to the panel page
 * (docs/decisions/027-extension-states-bridge-and-setup-guide.md). Nothing secret.
 */
export interface Hello {
  source: "premium-ext";
  type: "hello";
  id: "core" | "helper";
  version: string;
  conflicts: string[];
}

export const HELLO_SOURCE = "premium-ext";
export const PANEL_SOURCE = "premium-panel";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CODE_LENGTH = 512;
export const MAX_CONFLICT_IDS = 200;

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function parsePanelRequest(message: unknown): PanelRequest | null {
  const m = record(message);
  switch (m?.type) {
    case "link":
      return typeof m.code === "string" && m.code.length > 0 && m.code.length <= MAX_CODE_LENGTH
        ? { type: "link", code: m.code }
        : null;
    case "open-service":
      return typeof m.serviceUuid === "string" && UUID.test(m.serviceUuid)
        ? { type: "open-service", serviceUuid: m.serviceUuid.toLowerCase() }
        : null;
    case "status":
      return { type: "status" };
    case "unlink":
      return { type: "unlink" };
    default:
      return null;
  }
}

/** A list of extension ids (strings of at most 64 characters), deduplicated and sorted; else null. */
export function parseIdList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_CONFLICT_IDS) return null;
  if (!value.every((id) => typeof id === "string" && id.length > 0 && id.length <= 64)) return null;
  return [...new Set(value as string[])].sort();
}

export function parseHelperMessage(message: unknown): HelperToCore | null {
  const m = record(message);
  if (m?.type !== "conflicts") return null;
  const ids = parseIdList(m.ids);
  return ids ? { type: "conflicts", ids } : null;
}

export function isHelloRequest(data: unknown): boolean {
  const m = record(data);
  return m?.source === PANEL_SOURCE && m.type === "hello-request";
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
