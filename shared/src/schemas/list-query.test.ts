import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { SORT_ORDERS, USER_SORT_FIELDS } from "../constants/users.ts";
import { SERVICE_TYPES, USER_STATUSES } from "../constants.ts";
import { serviceListQuery } from "./catalogue.ts";
import { auditQuery } from "./comms.ts";
import { paginationQuery, queryShape } from "./list-query.ts";
import { type UserListQuery, userListQuery } from "./users.ts";

const blank = (v: unknown) => (v === "" ? undefined : v);

// The hand-written schemas that the fields replace (decision 075), as they were.
const before = {
  users: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    search: z.string().trim().max(100).optional(),
    status: z.enum(USER_STATUSES).optional(),
    sortBy: z.enum(USER_SORT_FIELDS).default("createdAt"),
    sortOrder: z.enum(SORT_ORDERS).default("desc"),
  }),
  services: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    search: z.string().trim().max(100).optional(),
    category: z.uuid().optional(),
    type: z.enum(SERVICE_TYPES).optional(),
    status: z.enum(["active", "inactive"]).optional(),
  }),
  audit: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    entity: z.preprocess(blank, z.string().max(50).optional()),
    action: z.preprocess(blank, z.string().max(50).optional()),
    actorId: z.preprocess(blank, z.uuid().optional()),
    from: z.preprocess(blank, z.coerce.date().optional()),
    to: z.preprocess(blank, z.coerce.date().optional()),
  }),
};
const after = { users: userListQuery, services: serviceListQuery, audit: auditQuery };

// Query strings as the API receives them: every value is a string.
const values = [
  undefined,
  "",
  " ",
  "0",
  "1",
  "2.5",
  "20",
  "100",
  "101",
  "200",
  "201",
  "abc",
  " abc ",
  "a".repeat(50),
  "a".repeat(51),
  "a".repeat(101),
  "active",
  "inactive",
  "suspended",
  "cookie",
  "name",
  "asc",
  "ASC",
  "0f8fad5b-d9cb-469f-a165-70867728950e",
  "not-a-uuid",
  "2025-01-31",
  "2025-01-31T17:00:00.000Z",
  "never",
];

describe("list queries built from their fields", () => {
  it("read every query string as the hand-written schemas did, except that an empty value is absent", () => {
    for (const [name, schema] of Object.entries(after)) {
      const old = before[name as keyof typeof before];
      for (const key of Object.keys(old.shape)) {
        for (const value of values) {
          const label = `${name}.${key}=${JSON.stringify(value)}`;
          const ours = schema.safeParse({ [key]: value });
          if (value === "" && !(key === "page" || key === "limit" || key === "sortBy" || key === "sortOrder")) {
            // The change: an empty filter is left out, where some lists refused it or passed "" on.
            expect(ours.success, label).toBe(true);
            expect((ours.data as Record<string, unknown>)[key], label).toBeUndefined();
            continue;
          }
          // audit's entity and action are trimmed now, as every other list's text is.
          const trims = name === "audit" && (key === "entity" || key === "action") && typeof value === "string";
          if (trims && value.trim() === "") {
            expect((ours.data as Record<string, unknown>)[key], label).toBe("");
            continue;
          }
          const expected = old.safeParse({ [key]: trims ? value.trim() : value });
          expect(ours.success, label).toBe(expected.success);
          if (ours.success && expected.success) expect(ours.data, label).toStrictEqual(expected.data);
        }
      }
    }
  });

  it("keep the defaults and the output types", () => {
    expect(paginationQuery.parse({})).toStrictEqual({ page: 1, limit: 10 });
    expect(userListQuery.parse({})).toStrictEqual({ page: 1, limit: 10, sortBy: "createdAt", sortOrder: "desc" });
    expect(serviceListQuery.parse({})).toStrictEqual({ page: 1, limit: 50 });
    expect(auditQuery.parse({})).toStrictEqual({ page: 1, limit: 20 });
    expectTypeOf<UserListQuery>().toEqualTypeOf<z.output<(typeof before)["users"]>>();
  });

  it("describe each field for the API reference as before", () => {
    const json = z.toJSONSchema(z.object(queryShape({ q: { kind: "text", max: 5 } })), {
      io: "output",
      unrepresentable: "any",
    });
    expect(json.properties?.q).toMatchObject({ type: "string", maxLength: 5 });
  });
});
