/**
 * Content script on the panel's origins: announces the Session Helper with the ids of the enabled
 * conflicting extensions (docs/decisions/027-extension-states-bridge-and-setup-guide.md), on load,
 * on the panel's hello-request, and whenever the background reports a change. The ids come from the
 * background, which checks chrome.management against the API's list.
 */
import { APP_ORIGINS, VERSION } from "../shared/config.ts";
import { onHelloRequest, postHello } from "../shared/hello.ts";
import { isAppOrigin } from "../shared/origins.ts";
import { parseIdList, sameIds } from "../shared/protocol.ts";

/** Without an answer by then, announce with what is known and again once the answer arrives. */
const PRELIMINARY_AFTER_MS = 2000;

let known: string[] = [];

async function askBackground(): Promise<string[] | null> {
  try {
    const reply: unknown = await chrome.runtime.sendMessage({ type: "get-conflicts" });
    return reply && typeof reply === "object" ? parseIdList((reply as { ids?: unknown }).ids) : null;
  } catch {
    return null; // the extension was reloaded or updated: this content script is orphaned
  }
}

async function announce(): Promise<void> {
  const preliminary: { posted: string[] | null } = { posted: null };
  const timer = setTimeout(() => {
    preliminary.posted = known;
    postHello("helper", VERSION, known);
  }, PRELIMINARY_AFTER_MS);
  const ids = await askBackground();
  clearTimeout(timer);
  if (ids) known = ids;
  if (!preliminary.posted || !sameIds(preliminary.posted, known)) postHello("helper", VERSION, known);
}

chrome.runtime.onMessage.addListener((message: unknown, sender) => {
  if (sender.id !== chrome.runtime.id || sender.tab) return;
  const m = message as { type?: unknown; ids?: unknown } | null;
  if (m?.type !== "conflicts-changed") return;
  const ids = parseIdList(m.ids);
  if (!ids) return;
  known = ids;
  postHello("helper", VERSION, known);
});

// Firefox's match patterns take no port (decision 059): only the app's exact origins are the panel.
if (isAppOrigin(window.location.origin, APP_ORIGINS)) {
  onHelloRequest(() => void announce());
  void announce();
}
