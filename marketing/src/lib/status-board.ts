// The status page's pure rules (scripts/status.ts draws them): how many services the banner names,
// how the services are grouped, and a group's state. Kept apart so that they are unit-tested.
import { categoryNameFor } from "@app/shared/category-name";
import type { Locale } from "@app/shared/constants";
import type { ServiceState, ServiceStatus } from "@app/shared/schemas/status";

/** Services the banner names per state; beyond them, "and 3 more". */
export const BANNER_NAMES = 3;

/**
 * The banner's list for one state: every name when there are at most four, else the first three
 * and `more(rest)` ("2 more"), never "and 1 more".
 */
export function bannerItems(names: readonly string[], more: (count: number) => string): string[] {
  if (names.length <= BANNER_NAMES + 1) return [...names];
  return [...names.slice(0, BANNER_NAMES), more(names.length - BANNER_NAMES)];
}

/**
 * The services by category, as a reader of `locale` names it (the Indonesian name when set), the
 * groups in that name's order and services without a category last (the name ""), each group's
 * services by name.
 */
export function groupsOf<S extends Pick<ServiceStatus, "name" | "categoryName" | "categoryNameIndonesian">>(
  services: readonly S[],
  locale: Locale,
  compare: (a: string, b: string) => number,
): [name: string, services: S[]][] {
  const groups = new Map<string, S[]>();
  for (const service of [...services].sort((a, b) => compare(a.name, b.name))) {
    const name = categoryNameFor(service, locale) ?? "";
    groups.set(name, [...(groups.get(name) ?? []), service]);
  }
  return [...groups.entries()].sort(([a], [b]) => (!a ? 1 : !b ? -1 : compare(a, b)));
}

/** A group's state: its worst service's. */
export function worstState(services: readonly Pick<ServiceStatus, "state">[]): ServiceState {
  if (services.some((s) => s.state === "down")) return "down";
  return services.some((s) => s.state === "degraded") ? "degraded" : "operational";
}
