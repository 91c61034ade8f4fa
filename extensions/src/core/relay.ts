/**
 * Content script of the Firefox build on the panel's origins (decision 059): relays the panel's
 * requests to the Access extension's background and posts the answers back to the page, since
 * Firefox lets no web page message an extension. Protocol and guarantees: page-relay.ts.
 */
import { APP_ORIGINS } from "../shared/config.ts";
import { isAppOrigin } from "../shared/origins.ts";
import { accessAck, accessReply, isOwnWindowMessage, parseAccessRequest, relayedRequest } from "./page-relay.ts";

function post(message: unknown): void {
  window.postMessage(message, window.location.origin);
}

if (isAppOrigin(window.location.origin, APP_ORIGINS) && window.top === window) {
  window.addEventListener("message", (event: MessageEvent) => {
    if (!isOwnWindowMessage(event, window)) return;
    const parsed = parseAccessRequest(event.data);
    if (!parsed) return;
    const { requestId, request } = parsed;
    post(accessAck(requestId));
    if (!request) {
      post(accessReply(requestId, { ok: false, code: "BAD_REQUEST" }));
      return;
    }
    chrome.runtime.sendMessage(relayedRequest(request)).then(
      (reply: unknown) => post(accessReply(requestId, reply)),
      () => post(accessReply(requestId, null)), // the extension was reloaded: this script is orphaned
    );
  });
}
