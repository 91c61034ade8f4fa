import type { QueryFields } from "@app/shared/query-fields";
import * as lists from "@app/shared/query-fields";
import { PAGINATION_FIELDS as pagination } from "@app/shared/query-fields";
import { queryShape } from "@app/shared/schemas/list-query";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z as fullZod } from "zod";
import { z } from "zod/mini";
import { day, integer, matching, oneOf, optionalString, searchParams, uuid } from "./search-params.ts";

describe("searchParams", () => {
  const validate = searchParams({ ...pagination, search: optionalString({ max: 5 }) });

  it("keeps the declared keys that are well formed and drops unknown keys", () => {
    expect(validate({ page: 2, limit: 50, search: "abc", other: "x" })).toStrictEqual({
      page: 2,
      limit: 50,
      search: "abc",
    });
  });

  it("turns a malformed value into undefined and leaves absent keys out", () => {
    const out = validate({ page: "2", limit: 101 });
    expect(out).toStrictEqual({ page: undefined, limit: undefined });
    expect(Object.keys(out)).toEqual(["page", "limit"]);
    expect(validate({})).toStrictEqual({});
  });

  it("never throws, whatever the router hands it", () => {
    expect(() => validate({ page: null, limit: {}, search: ["a"] })).not.toThrow();
    expect(validate({ page: null, limit: {}, search: ["a"] })).toStrictEqual({
      page: undefined,
      limit: undefined,
      search: undefined,
    });
  });

  it("types each key as optional with its param's value", () => {
    expectTypeOf(validate).returns.toEqualTypeOf<{ page?: number; limit?: number; search?: string }>();
    expectTypeOf(searchParams({ s: oneOf(["a", "b"]), t: oneOf([1]) })).returns.toEqualTypeOf<{
      s?: "a" | "b";
      t?: 1;
    }>();
  });
});

describe("params", () => {
  it("integer: safe integers within the bounds, no coercion", () => {
    const read = integer({ min: 1, max: 365 });
    expect(read(1)).toBe(1);
    expect(read(365)).toBe(365);
    for (const bad of [0, 366, -1, 2.5, "7", Number.NaN, Number.POSITIVE_INFINITY, null, true]) {
      expect(read(bad)).toBeUndefined();
    }
    expect(integer()(2 ** 53)).toBeUndefined();
    const validate = searchParams(pagination);
    expect(validate({ page: 10_000, limit: 100 })).toStrictEqual({ page: 10_000, limit: 100 });
    expect(validate({ page: 0, limit: 101 })).toStrictEqual({ page: undefined, limit: undefined });
  });

  it("optionalString: strings only, up to max characters", () => {
    expect(optionalString()("")).toBe("");
    expect(optionalString()(42)).toBeUndefined();
    expect(optionalString({ max: 3 })("abc")).toBe("abc");
    expect(optionalString({ max: 3 })("abcd")).toBeUndefined();
  });

  it("oneOf: only the listed values, strings and numbers kept apart", () => {
    expect(oneOf(["asc", "desc"])("desc")).toBe("desc");
    expect(oneOf(["asc", "desc"])("ASC")).toBeUndefined();
    expect(oneOf([1])(1)).toBe(1);
    expect(oneOf([1])("1")).toBeUndefined();
    expect(oneOf([1])(true)).toBeUndefined();
  });

  it("matching, day and uuid: whole-string patterns", () => {
    const currency = matching(/^[A-Z]{3}$/);
    expect(currency("IDR")).toBe("IDR");
    expect(currency("idr")).toBeUndefined();
    expect(currency(123)).toBeUndefined();
    const global = matching(/^a$/g);
    expect([global("a"), global("a")]).toEqual(["a", "a"]);
    expect(day()("2025-01-31")).toBe("2025-01-31");
    expect(day()("2025-1-31")).toBeUndefined();
    expect(uuid()("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(uuid()("0f8fad5b-d9cb-969f-a165-70867728950e")).toBeUndefined();
    expect(uuid()("not-a-uuid")).toBeUndefined();
  });
});

describe("same results as the zod/mini schemas they replace", () => {
  const caught = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
  const zodSchema = z.object({
    page: caught(z.int().check(z.minimum(1))),
    limit: caught(z.int().check(z.minimum(1), z.maximum(100))),
    days: caught(z.int().check(z.minimum(1), z.maximum(365))),
    search: caught(z.string().check(z.maxLength(5))),
    redirect: caught(z.string()),
    status: caught(z.enum(["open", "resolved"])),
    trial: caught(z.literal(1)),
    id: caught(z.uuid()),
    from: caught(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    tx: caught(z.string().check(z.regex(/^[0-9a-f-]{36}$/i))),
  });
  const ours = searchParams({
    ...pagination,
    days: integer({ min: 1, max: 365 }),
    search: optionalString({ max: 5 }),
    redirect: optionalString(),
    status: oneOf(["open", "resolved"]),
    trial: oneOf([1]),
    id: uuid(),
    from: day(),
    tx: matching(/^[0-9a-f-]{36}$/i),
  });
  const values: unknown[] = [
    undefined,
    null,
    true,
    0,
    1,
    1.5,
    -3,
    100,
    101,
    365,
    366,
    2 ** 53,
    Number.NaN,
    "",
    "1",
    "open",
    "resolved",
    "abcde",
    "abcdef",
    "2025-02-30",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "0F8FAD5B-D9CB-469F-A165-70867728950E",
    "0f8fad5b-d9cb-069f-a165-70867728950e",
    "0f8fad5b-d9cb-469f-c165-70867728950e",
    "------------------------------------",
    [],
    {},
  ];

  it("for every key and a spread of values", () => {
    for (const key of Object.keys(zodSchema.def.shape)) {
      for (const value of values) {
        const input = { [key]: value, unrelated: "x" };
        expect(ours(input), `${key}=${String(value)}`).toStrictEqual(zodSchema.parse(input));
      }
    }
    expect(ours({})).toStrictEqual(zodSchema.parse({}));
  });
});

describe("the contract's list-query fields (decision 075)", () => {
  const fieldSets = Object.entries(lists)
    .filter(([name, fields]) => name.endsWith("_FIELDS") && !Array.isArray(fields))
    .map(([name, fields]) => [name, fields as QueryFields] as const);
  // What the router may hand a validator: JSON values as parsed from the URL.
  const values: unknown[] = [
    null,
    0,
    1,
    20,
    50,
    100,
    101,
    200,
    201,
    "",
    " ",
    "7",
    "a".repeat(50),
    "a".repeat(51),
    "a".repeat(100),
    "a".repeat(101),
    "a".repeat(254),
    "a".repeat(255),
    "2025-01-31",
    "0f8fad5b-d9cb-469f-a165-70867728950e",
    "not-a-uuid",
    "createdAt",
    "desc",
    "services",
    "active",
    "open",
    "true",
    "canceled",
    "chat",
  ];

  it("covers every list", () => {
    expect(fieldSets.length).toBeGreaterThanOrEqual(14);
  });

  it("keeps a URL value exactly when the API's schema reads the same value", () => {
    for (const [name, fields] of fieldSets) {
      const all: QueryFields = { ...pagination, ...fields };
      const api = fullZod.object(queryShape(all));
      const validate = searchParams(all);
      for (const [key, field] of Object.entries(all)) {
        for (const value of values) {
          const label = `${name}.${key}=${JSON.stringify(value)}`;
          const kept = (validate({ [key]: value }) as Record<string, unknown>)[key];
          const read = api.safeParse({ [key]: value });
          const apiKeeps = read.success && read.data[key] === value;
          if (field.kind === "day") {
            // The API reads any date; the URL keeps a calendar day, sent as its start (list-search.ts).
            if (kept !== undefined) expect(read.success, label).toBe(true);
          } else {
            // Text the API trims, or reads as absent when empty (an empty search box), is kept as typed.
            const trimmed = field.kind === "text" && typeof value === "string" && value.trim() !== value;
            expect(kept !== undefined, label).toBe(apiKeeps || trimmed || (value === "" && field.kind === "text"));
          }
        }
      }
    }
  });
});
