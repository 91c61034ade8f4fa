/**
 * Why an account or a service changed health, as a code (issue 44): the panel and the mails say it
 * with the dictionaries' `health.cause.<code>` texts in the reader's language. A cause may carry
 * one number (an HTTP status, a timeout in milliseconds). It is stored as "code" or "code:number"
 * (account_signals.detail, incidents.cause).
 */
export const HEALTH_CAUSES = [
  "probe-signed-in",
  "probe-signed-out-marker",
  "probe-no-signed-in-marker",
  "probe-redirected",
  "probe-refused",
  "probe-upstream-error",
  "probe-timeout",
  "probe-unreachable",
  "probe-url-not-allowed",
  "no-session",
  "extension-signed-in",
  "extension-signed-out",
  "subscriber-report",
  /** A stored cause this version cannot read. */
  "unknown",
] as const;
export type HealthCauseCode = (typeof HEALTH_CAUSES)[number];
export type HealthCause = { code: HealthCauseCode; value: number | null };

/** The one set of health words (the status page's), for services, accounts and incidents alike. */
export const HEALTH_STATES = ["operational", "degraded", "down"] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

const isCode = (value: string): value is HealthCauseCode => (HEALTH_CAUSES as readonly string[]).includes(value);

/** The stored form of a cause. */
export function formatHealthCause(cause: HealthCause): string {
  return cause.value === null ? cause.code : `${cause.code}:${cause.value}`;
}

/** A stored cause read back; anything else is `unknown`. */
export function parseHealthCause(stored: string | null | undefined): HealthCause {
  const [code = "", value] = (stored ?? "").split(":");
  if (!isCode(code)) return { code: "unknown", value: null };
  const number = value === undefined ? null : Number(value);
  return { code, value: number !== null && Number.isInteger(number) ? number : null };
}
