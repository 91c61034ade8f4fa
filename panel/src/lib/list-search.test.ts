import { expect, it } from "vitest";
import { isOneOf, withoutListDefaults } from "./list-search.ts";

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
