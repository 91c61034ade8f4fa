import { HELLO_SOURCE, type Hello, isHelloRequest } from "./protocol.ts";

/** Posts a hello to the page, addressed to the page's own origin only. */
export function postHello(id: Hello["id"], version: string, conflicts: readonly string[]): void {
  const hello: Hello = { source: HELLO_SOURCE, type: "hello", id, version, conflicts: [...conflicts] };
  window.postMessage(hello, window.location.origin);
}

/** Calls `onRequest` whenever this very window posts `{ source: "premium-panel", type: "hello-request" }`. */
export function onHelloRequest(onRequest: () => void): void {
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== window || event.origin !== window.location.origin) return;
    if (isHelloRequest(event.data)) onRequest();
  });
}
