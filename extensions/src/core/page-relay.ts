/**
 * Firefox: the panel's way to the Access extension (decision 059). Firefox lets no web page message
 * an extension (`externally_connectable` does not exist there), so the panel posts its request to
 * its own window, the Access extension's content script on the app's origins relays it to the
 * background, and posts the background's answer back:
 *
 *   page → window:  { source: "premium-panel", type: "access-request", requestId, message }
 *   content script → background (runtime.sendMessage): { type: "panel-request", request }
 *   content script → window: { source: "premium-ext", type: "access-ack", requestId } at once,
 *                            { source: "premium-ext", type: "access-reply", requestId, reply } later
 *
 * The guarantees of the Chrome path hold: the content script runs only in top frames of the app's
 * origins and checks the page's origin and that the request comes from its own window; the
 * background checks again, from what the browser reports about the sender (`relayedPanelOrigin`),
 * and parses the request as strictly as an external message. What crosses the page is what the
 * panel already handles on Chrome: the single-use link code one way, non-secret answers the other
 * (no token, no cookie). Pure: no chrome.* here.
 */
import { type Failure, HELLO_SOURCE, PANEL_SOURCE, type PanelRequest, parsePanelRequest } from "../shared/protocol.ts";

export const ACCESS_REQUEST = "access-request";
export const ACCESS_ACK = "access-ack";
export const ACCESS_REPLY = "access-reply";
/** The relayed request, content script → background. */
export const PANEL_REQUEST = "panel-request";

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface AccessAck {
  source: typeof HELLO_SOURCE;
  type: typeof ACCESS_ACK;
  requestId: string;
}

export interface AccessReply {
  source: typeof HELLO_SOURCE;
  type: typeof ACCESS_REPLY;
  requestId: string;
  reply: ({ ok: true } & Record<string, unknown>) | Failure;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether a message event came from this very window, addressed to its own origin. */
export function isOwnWindowMessage(
  event: { source: unknown; origin: string },
  win: { location: { origin: string } },
): boolean {
  return event.source === win && event.origin === win.location.origin;
}

/**
 * A page's access request: null when the data is not one (any other message on the page), else
 * its id and the request, which is null when malformed (answered BAD_REQUEST without a round trip).
 */
export function parseAccessRequest(data: unknown): { requestId: string; request: PanelRequest | null } | null {
  const m = record(data);
  if (m?.source !== PANEL_SOURCE || m.type !== ACCESS_REQUEST) return null;
  if (typeof m.requestId !== "string" || !REQUEST_ID.test(m.requestId)) return null;
  return { requestId: m.requestId, request: parsePanelRequest(m.message) };
}

export function accessAck(requestId: string): AccessAck {
  return { source: HELLO_SOURCE, type: ACCESS_ACK, requestId };
}

/** The answer posted to the page; anything but an answer object becomes EXTENSION_ERROR. */
export function accessReply(requestId: string, reply: unknown): AccessReply {
  const r = record(reply);
  const answer =
    r && typeof r.ok === "boolean" ? (r as AccessReply["reply"]) : { ok: false as const, code: "EXTENSION_ERROR" };
  return { source: HELLO_SOURCE, type: ACCESS_REPLY, requestId, reply: answer };
}

export function relayedRequest(request: PanelRequest): { type: typeof PANEL_REQUEST; request: PanelRequest } {
  return { type: PANEL_REQUEST, request };
}

export function isRelayedRequest(message: unknown): boolean {
  return record(message)?.type === PANEL_REQUEST;
}

/** The panel request inside a relayed message, parsed again by the background; null when malformed. */
export function parseRelayedRequest(message: unknown): PanelRequest | null {
  const m = record(message);
  return m?.type === PANEL_REQUEST ? parsePanelRequest(m.request) : null;
}
