import type { HealthCause, HealthState } from "@app/shared/health-causes";
import type { Translate } from "./locale.tsx";

/**
 * The one set of health words (the status page's: Operational, Degraded, Down) for services,
 * incidents and accounts alike (issue 44). An account that is suspect reads as degraded.
 */
export function healthWord(t: Translate, state: HealthState | "healthy" | "suspect"): string {
  const word: HealthState = state === "healthy" ? "operational" : state === "suspect" ? "degraded" : state;
  return t(`health.state.${word}`);
}

/** Why the health changed, in the reader's language. */
export function healthCauseText(t: Translate, cause: HealthCause): string {
  return t(`health.cause.${cause.code}`, { value: cause.value ?? "" });
}
