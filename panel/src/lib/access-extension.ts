import { CORE_EXTENSION_ID } from "@app/extensions/ids";
import { sendThroughRelay } from "./access-relay.ts";
import { apiPost } from "./api-client.ts";
import { extensionBridge } from "./extension-bridge.ts";
import { getAuthToken } from "./storage.ts";

/**
 * The panel's side of the Access extension's secret channel
 * (docs/decisions/011-browser-extensions.md): messages go to the extension by its fixed id over
 * `externally_connectable`, which Chrome only exposes on our own origins, and the extension checks
 * `sender.origin`. The panel never handles a secret: it asks the API for a single-use link code and
 * hands that over; cookies go from the API to the extension.
 */

export type AccessReply =
  | ({ ok: true } & Record<string, unknown>)
  | { ok: false; code: string; status?: number; message?: string; conflicts?: string[] };

type ChromeRuntime = {
  sendMessage: (extensionId: string, message: unknown, callback: (response: unknown) => void) => void;
  lastError?: { message?: string };
};

const MISSING: AccessReply = { ok: false, code: "EXTENSION_MISSING" };
/** The panel session this page last linked the extension to: a new sign-in links it again. */
let linkedSessionId: string | null = null;

function runtime(): ChromeRuntime | null {
  const chrome = (globalThis as { chrome?: { runtime?: ChromeRuntime } }).chrome;
  return typeof chrome?.runtime?.sendMessage === "function" ? chrome.runtime : null;
}

function coreSaidHello(): boolean {
  return "core" in extensionBridge.getSnapshot().versions;
}

/** Sends one message to the Access extension; an absent or silent extension is EXTENSION_MISSING. */
function sendToAccessExtension(message: Record<string, unknown>, timeoutMs = 10_000): Promise<AccessReply> {
  const rt = runtime();
  // Firefox has no such channel: the Access extension's content script relays instead
  // (access-relay.ts, decision 059), on pages where it said hello.
  if (!rt)
    return coreSaidHello() ? sendThroughRelay(message, { timeoutMs, missing: MISSING }) : Promise.resolve(MISSING);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(MISSING), timeoutMs);
    try {
      rt.sendMessage(CORE_EXTENSION_ID, message, (response) => {
        clearTimeout(timer);
        // Reading lastError marks it handled (no "Unchecked runtime.lastError" in the console).
        const failed = rt.lastError;
        resolve(!failed && response && typeof response === "object" ? (response as AccessReply) : MISSING);
      });
    } catch {
      clearTimeout(timer);
      resolve(MISSING);
    }
  });
}

/** The session id of the panel's access token (its `sid` claim), without verifying it. */
function currentSessionId(): string | null {
  const token = getAuthToken();
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { sid?: unknown };
    return typeof claims.sid === "string" ? claims.sid : null;
  } catch {
    return null;
  }
}

/** Links the extension to the signed-in account with a fresh single-use code. */
async function linkAccessExtension(): Promise<AccessReply> {
  if (!runtime() && !coreSaidHello()) return MISSING;
  const { data } = await apiPost("/extension/link-code");
  const reply = await sendToAccessExtension({ type: "link", code: data.code });
  if (reply.ok) linkedSessionId = currentSessionId();
  return reply;
}

/** Links unless the extension is already linked to this account through this panel session. */
export async function ensureAccessLinked(email: string): Promise<AccessReply> {
  const status = await sendToAccessExtension({ type: "status" });
  if (!status.ok) return status;
  const user = status.user as { email?: string } | null | undefined;
  const sameAccount = status.linked === true && user?.email?.toLowerCase() === email.toLowerCase();
  // Linked to this account: trust it unless this page linked it to an earlier session (a token the
  // server revoked answers 401 when used, and `openServiceWithExtension` links again then).
  if (sameAccount && (linkedSessionId === null || linkedSessionId === currentSessionId())) return status;
  return linkAccessExtension();
}

/** Opens a cookie service through the extension, linking (again) when it needs to. */
export async function openServiceWithExtension(serviceUuid: string, email: string): Promise<AccessReply> {
  const linked = await ensureAccessLinked(email);
  if (!linked.ok) return linked;
  const reply = await sendToAccessExtension({ type: "open-service", serviceUuid });
  if (reply.ok || (reply.code !== "NOT_LINKED" && reply.status !== 401)) return reply;
  const relinked = await linkAccessExtension();
  return relinked.ok ? sendToAccessExtension({ type: "open-service", serviceUuid }) : relinked;
}
