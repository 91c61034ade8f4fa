import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { translator } from "./i18n/translate.ts";
import { formErrorMap, issuesToFields, issueText } from "./zod-error-map.ts";

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
  it("gives the docs/product.md#forms-and-validation messages with the field named", () => {
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

describe("field issues", () => {
  const parse = (input: unknown, s: z.ZodType = schema) => {
    const result = s.safeParse(input, { error: formErrorMap("en"), reportInput: true });
    return result.success ? [] : issuesToFields(result.error);
  };
  const id = translator("id");

  it("describe each issue without its input, so another language can word it", () => {
    const fields = parse({ email: "secret-value", name: "", age: 1.5, tags: [], kind: "z" });
    const byField = Object.fromEntries(fields.map((f) => [f.field, f]));
    expect(byField.name?.issue).toEqual({
      code: "too_small",
      origin: "string",
      minimum: 2,
      inclusive: true,
      input: "empty",
    });
    expect(JSON.stringify(fields)).not.toContain("secret-value");
    const worded = (field: string) => {
      const issue = byField[field]?.issue;
      return issue ? issueText(id, issue).replaceAll("{path}", field) : undefined;
    };
    expect(worded("name")).toBe("name wajib diisi");
    expect(worded("email")).toBe(messages({ email: "x" }, "id").email);
    expect(worded("age")).toBe(messages({ age: 1.5 }, "id").age);
    expect(worded("kind")).toBe(messages({ kind: "z" }, "id").kind);
    expect(worded("tags")).toBe(messages({ tags: [] }, "id").tags);
  });

  it("leave a schema's own message without an issue", () => {
    const own = z.object({ code: z.string().min(1, { error: "Please enter a code" }) });
    expect(parse({ code: "" }, own)).toEqual([{ field: "code", message: "Please enter a code" }]);
  });
});
