import { describe, expect, it } from "vitest";
import { apiPath } from "./api-path.ts";

interface Query {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: "active" | "disabled" | undefined;
  open?: boolean | undefined;
  from?: Date | undefined;
  ids?: string[] | undefined;
  replyTo?: string | null | undefined;
}

describe("apiPath", () => {
  it("writes the set values in the object's key order", () => {
    expect(apiPath<Query>("/vouchers", { page: 2, limit: 20, search: "ana b", status: "active" })).toBe(
      "/vouchers?page=2&limit=20&search=ana+b&status=active",
    );
  });

  it("leaves out undefined, null and empty values", () => {
    expect(apiPath<Query>("/vouchers", { page: 1, limit: 10, search: "", status: undefined, replyTo: null })).toBe(
      "/vouchers?page=1&limit=10",
    );
  });

  it("writes booleans as text, dates as ISO instants and arrays as repeated keys", () => {
    const from = new Date(2026, 0, 2);
    const path = apiPath<Query>("/x", { page: 1, limit: 5, open: false, from, ids: ["a", "", "b"] });
    expect(path).toBe(`/x?page=1&limit=5&open=false&from=${encodeURIComponent(from.toISOString())}&ids=a&ids=b`);
  });

  it("takes only a query checked against the given type", () => {
    // @ts-expect-error no query type given: an unchecked object is refused
    apiPath("/vouchers", { page: 1 });
    // @ts-expect-error `stauts` is not a field of the query type
    apiPath<Query>("/vouchers", { page: 1, limit: 10, stauts: "active" });
    // @ts-expect-error an object (not a query value) cannot go into the URL
    apiPath<{ nested: { a: string } }>("/x", { nested: { a: "b" } });
  });

  it("answers the bare path when nothing is set", () => {
    expect(apiPath<{ search?: string | undefined }>("/outbox", { search: "" })).toBe("/outbox");
  });
});
