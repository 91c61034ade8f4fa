import { expect, it } from "vitest";
import { dayStartIso, isOneOf, listQuery, withoutListDefaults } from "./list-search.ts";

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

it("builds a list query: the set filters only, days as instants with `to` inclusive", () => {
  const query = listQuery({ page: 2, limit: 20, from: "2026-01-02", to: "2026-01-03", filters: { a: "x", b: "" } });
  expect(Object.fromEntries(query)).toEqual({
    page: "2",
    limit: "20",
    a: "x",
    from: new Date(2026, 0, 2).toISOString(),
    to: new Date(2026, 0, 4).toISOString(),
  });
  expect(listQuery({ page: 1, limit: 10, from: "not a day" }).toString()).toBe("page=1&limit=10");
  expect(dayStartIso("2026-02-30")).toBe(new Date(2026, 2, 2).toISOString());
});
