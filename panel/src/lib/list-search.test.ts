import { expect, it } from "vitest";
import { dayRangeInstants, dayStart, dayStartIso, isOneOf, withoutListDefaults } from "./list-search.ts";

it("drops page 1, the default size and empty strings, keeps the rest", () => {
  expect(withoutListDefaults({ page: 1, limit: 10, search: "", status: "pending", from: "2026-01-01" })).toEqual({
    page: undefined,
    limit: undefined,
    search: undefined,
    status: "pending",
    from: "2026-01-01",
  });
  expect(withoutListDefaults({ page: 3, limit: 50 })).toEqual({ page: 3, limit: 50 });
});

it("narrows to allowed values", () => {
  expect(isOneOf(["active", "disabled"] as const, "active")).toBe(true);
  expect(isOneOf(["active", "disabled"] as const, "nope")).toBe(false);
  expect(isOneOf(["active"] as const, undefined)).toBe(false);
});

it("reads calendar days as local midnights, `plusDays` later", () => {
  expect(dayStart("2026-01-02")).toEqual(new Date(2026, 0, 2));
  expect(dayStart("2026-01-03", 1)).toEqual(new Date(2026, 0, 4));
  expect(dayStart("not a day")).toBeUndefined();
  expect(dayStart(undefined)).toBeUndefined();
  expect(dayStartIso("2026-02-30")).toBe(new Date(2026, 2, 2).toISOString());
});

it("sends a day range as the start of `from` up to the start of the day after `to`", () => {
  expect(dayRangeInstants({ from: "2026-01-02", to: "2026-01-03" })).toEqual({
    from: new Date(2026, 0, 2),
    to: new Date(2026, 0, 4),
  });
  expect(dayRangeInstants({})).toEqual({ from: undefined, to: undefined });
});
