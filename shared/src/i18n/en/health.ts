/**
 * The health words and causes (issue 44): one set of words, the status page's, wherever a service,
 * an account or an incident is described; causes by code.
 */
export const healthEn = {
  "health.state.operational": "Operational",
  "health.state.degraded": "Degraded",
  "health.state.down": "Down",
  "health.cause.probe-signed-in": "Health check: signed in",
  "health.cause.probe-signed-out-marker": "Health check: the page shows the signed-out text",
  "health.cause.probe-no-signed-in-marker": "Health check: the page lacks the signed-in text",
  "health.cause.probe-redirected": "Health check: sent to another page ({value}), signed out",
  "health.cause.probe-refused": "Health check: access refused ({value}), signed out",
  "health.cause.probe-upstream-error": "Health check: the site answered with an error ({value})",
  "health.cause.probe-timeout": "Health check: no answer within {value} ms",
  "health.cause.probe-unreachable": "Health check: the site could not be reached",
  "health.cause.probe-url-not-allowed": "Health check: the check address is not on the service's site",
  "health.cause.no-session": "The account has no saved session",
  "health.cause.extension-signed-in": "A subscriber's extension saw the signed-in page",
  "health.cause.extension-signed-out": "A subscriber's extension saw the signed-out page",
  "health.cause.subscriber-report": "A subscriber reported a problem",
  "health.cause.unknown": "Cause not recorded",
} as const;
