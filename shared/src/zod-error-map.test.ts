import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { formErrorMap, issuesToFields } from "./zod-error-map.ts";
import "./i18n/translate.ts";

const schema = z.object({
  email: z.email(),
  name: z.string().min(2).max(5),
  age: z.number().int().positive().max(120),
  tags: z.array(z.string()).min(1).max(2),
  kind: z.enum(["cookie", "key"]),
});

function messages(input: unknown, locale: "en" | "id" = "en") {
  const result = schema.safeParse(input, { error: formErrorMap(locale) });
  if (result.success) return {};
  return Object.fromEntries(issuesToFields(result.error).map((f) => [f.field, f.message]));
}

describe("form error map", () => {
  beforeAll(() => undefined);
  it("gives the SPEC §5 messages with the field named", () => {
    expect(messages({})).toMatchObject({
      email: "email is a required field",
      name: "name is a required field",
      age: "age is a required field",
    });
    expect(messages({ email: "x", name: "a", age: 1.5, tags: [], kind: "z" })).toEqual({
      email: "email must be a valid email",
      name: "name must be at least 2 characters",
      age: "age must be an integer",
      tags: "tags field must have at least 1 items",
      kind: "kind must be one of the following values: cookie, key",
    });
    expect(messages({ email: "a@b.co", name: "abcdefg", age: 121, tags: ["a", "b", "c"], kind: "key" })).toEqual({
      name: "name must be at most 5 characters",
      age: "age must be less than or equal to 120",
      tags: "tags field must have less than or equal to 2 items",
    });
    expect(messages({ email: "a@b.co", name: "abc", age: -1, tags: ["a"], kind: "key" })).toEqual({
      age: "age must be a positive number",
    });
  });
  it("speaks Indonesian too", () => {
    expect(messages({}, "id").email).toBe("email wajib diisi");
  });
});
