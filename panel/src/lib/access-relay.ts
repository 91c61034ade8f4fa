/**
 * Firefox's way to the Access extension (docs/decisions/059-firefox-and-edge-extensions.md): no web
 * page can message an extension there, so the panel posts the request to its own window and the
 * extension's content script (on the app's origins only) relays it to the extension and posts the
 * answer back. Same rules as the Chrome path: only the single-use link code and non-secret
 * answers cross the page; only messages this very window posted to its own origin count.
 */

const PANEL_SOURCE = "premium-panel";
const EXTENSION_SOURCE = "premium-ext";
/** The content script acknowledges at once; without that, the extension is not there. */
export const RELAY_ACK_TIMEOUT_MS = 2_000;

export type RelayReply = ({ ok: true } & Record<string, unknown>) | { ok: false; code: string };

let sequence = 0;

function newRequestId(): string {
  sequence += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${random}-${sequence}`;
}

/**
 * Sends one message through the content-script relay; answers `missing` when no acknowledgement
 * comes within RELAY_ACK_TIMEOUT_MS or no answer within `timeoutMs`.
 */
export function sendThroughRelay(
  message: Record<string, unknown>,
  { target = window, timeoutMs, missing }: { target?: Window; timeoutMs: number; missing: RelayReply },
): Promise<RelayReply> {
  const requestId = newRequestId();
  return new Promise((resolve) => {
    let acknowledged = false;
    const finish = (reply: RelayReply) => {
      target.removeEventListener("message", onMessage);
      clearTimeout(ackTimer);
      clearTimeout(answerTimer);
      resolve(reply);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || event.origin !== target.location.origin) return;
      const data = event.data as { source?: unknown; type?: unknown; requestId?: unknown; reply?: unknown } | null;
      if (!data || typeof data !== "object" || data.source !== EXTENSION_SOURCE || data.requestId !== requestId) return;
      if (data.type === "access-ack") acknowledged = true;
      else if (data.type === "access-reply") {
        const reply = data.reply as RelayReply | null;
        finish(reply && typeof reply === "object" && typeof reply.ok === "boolean" ? reply : missing);
      }
    };
    target.addEventListener("message", onMessage);
    const ackTimer = setTimeout(() => {
      if (!acknowledged) finish(missing);
    }, RELAY_ACK_TIMEOUT_MS);
    const answerTimer = setTimeout(() => finish(missing), timeoutMs);
    target.postMessage({ source: PANEL_SOURCE, type: "access-request", requestId, message }, target.location.origin);
  });
}
