import type { Locale } from "@app/shared/constants";
import { parseHealthCause } from "@app/shared/health-causes";
import { translate } from "@app/shared/i18n/translate";
import { durationParts } from "@app/shared/status-duration";
import { mailDate } from "./dates.ts";

/**
 * A change of a service's public state, as the status emails and the Atom feed tell it (issue 46):
 * a service incident opened (`at` = its start) or resolved (`at` = its end).
 */
export type StatusEvent = {
  kind: "opened" | "resolved";
  service: string;
  /** The incident's state. */
  state: "down" | "degraded";
  at: number;
  startedAt: number;
  /** The stored cause (decision 067). */
  cause: string;
};

/** A stored cause in words. */
export function causeText(locale: Locale, stored: string): string {
  const cause = parseHealthCause(stored);
  return translate(locale, `health.cause.${cause.code}`, { value: cause.value ?? "" });
}

export function durationText(locale: Locale, ms: number): string {
  const { unit, d, h, m } = durationParts(ms);
  return translate(locale, `status.duration.${unit}`, { d, h, m });
}

/** "Netflix: Down", or "Netflix: Operational again": the same state words as the page (decision 067). */
export function statusEventTitle(locale: Locale, event: StatusEvent): string {
  return event.kind === "opened"
    ? translate(locale, "status.event.opened", {
        service: event.service,
        state: translate(locale, `status.state.${event.state}`),
      })
    : translate(locale, "status.event.resolved", {
        service: event.service,
        state: translate(locale, "status.state.operational"),
      });
}

/** One event as a sentence of a status email. */
export function statusEventLine(locale: Locale, event: StatusEvent): string {
  const time = mailDate(locale, event.at);
  if (event.kind === "opened")
    return translate(locale, "status.email.alert.opened", {
      service: event.service,
      state: translate(locale, `status.state.${event.state}`),
      time,
      cause: causeText(locale, event.cause),
    });
  return translate(locale, "status.email.alert.resolved", {
    service: event.service,
    state: translate(locale, "status.state.operational"),
    time,
    previous: translate(locale, `status.state.${event.state}`).toLocaleLowerCase(locale),
    duration: durationText(locale, event.at - event.startedAt),
  });
}

/** The services an email is about: "Netflix, Spotify, Canva, 2 more" beyond three. */
export function servicesNamed(locale: Locale, names: readonly string[]): string {
  if (names.length <= 3) return names.join(", ");
  return `${names.slice(0, 3).join(", ")}, ${translate(locale, "status.banner.more", { count: names.length - 3 })}`;
}
