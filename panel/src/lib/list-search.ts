import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";

/** Narrows a URL value to one of a list's allowed values (a status filter, say). */
export function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly string[]).includes(value ?? "");
}

/**
 * A list screen's URL state without its defaults: page 1, the default page size and empty strings
 * are left out, so the bare path stays the canonical first page.
 */
export function withoutListDefaults<S extends { page?: number | undefined; limit?: number | undefined }>(search: S): S {
  const out = { ...search };
  for (const [key, value] of Object.entries(out)) {
    if ((value as unknown) === "") (out as Record<string, unknown>)[key] = undefined;
  }
  if (out.page === TABLE_DEFAULT_PAGE) out.page = undefined;
  if (out.limit === TABLE_DEFAULT_PAGE_SIZE) out.limit = undefined;
  return out;
}

/** A calendar day (YYYY-MM-DD) at local midnight; `plusDays` shifts it. Undefined for anything else. */
export function dayStart(day: string | undefined, plusDays = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar day (YYYY-MM-DD) at local midnight as an ISO timestamp; `plusDays` shifts it. */
export function dayStartIso(day: string, plusDays = 0): string | undefined {
  return dayStart(day, plusDays)?.toISOString();
}

/**
 * A list query (a shared `…Query` type) as a screen holds it: `from` and `to` as calendar days
 * (YYYY-MM-DD) in the user's time zone, `to` inclusive. The request sends `dayStart(from)` and
 * `dayStart(to, 1)`: instants, up to the start of the day after `to`.
 */
export type WithDayRange<Q> = Omit<Q, "from" | "to"> & { from?: string | undefined; to?: string | undefined };

/** The `from` and `to` a list request sends for a screen's day range (see WithDayRange). */
export function dayRangeInstants(range: { from?: string | undefined; to?: string | undefined }): {
  from: Date | undefined;
  to: Date | undefined;
} {
  return { from: dayStart(range.from), to: dayStart(range.to, 1) };
}
