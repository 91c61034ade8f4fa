import type { SubscriptionInfo } from "../shared/protocol.ts";

/** Whether a subscription gives access now: status "active" and (when given) an end in the future. */
export function subscriptionActive(subscription: SubscriptionInfo | null | undefined, nowMs = Date.now()): boolean {
  if (subscription?.status !== "active") return false;
  const end = Date.parse(subscription.endDate);
  return Number.isNaN(end) || end > nowMs;
}

/** What the extension does after an API answer about its session. */
export type SessionVerdict =
  /** 2xx with an active subscription: keep the applied cookies. */
  | "keep"
  /** 2xx without an active subscription: remove every applied cookie, stay linked. */
  | "remove-cookies"
  /** 401: the session is revoked (other device, logout, suspension): remove cookies and unlink. */
  | "unlink"
  /** 426: below the minimum version: remove cookies and remember `outdated`. */
  | "outdated"
  /** Network trouble or a server error: change nothing, try again at the next check. */
  | "retry";

export function sessionVerdict(
  status: number,
  subscription: SubscriptionInfo | null | undefined,
  nowMs = Date.now(),
): SessionVerdict {
  if (status === 401) return "unlink";
  if (status === 426) return "outdated";
  if (status >= 200 && status < 300) return subscriptionActive(subscription, nowMs) ? "keep" : "remove-cookies";
  return "retry";
}
