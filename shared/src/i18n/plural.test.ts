import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { id } from "./id.ts";
import { pluralForm } from "./plural.ts";

describe("pluralForm", () => {
  it("is one for exactly one in English, other for any other count", () => {
    expect(pluralForm("en", 1)).toBe("one");
    for (const count of [0, 2, 5, 1.5, 21]) expect(pluralForm("en", count)).toBe("other");
  });

  it("is always other in Indonesian, which has no plural forms", () => {
    for (const count of [0, 1, 2, 21]) expect(pluralForm("id", count)).toBe("other");
  });

  it("has both forms for every plural key, and no '(s)' plurals in the dictionaries", () => {
    for (const dictionary of [en, id] as Record<string, string>[]) {
      for (const key of Object.keys(dictionary).filter((k) => k.endsWith(".one"))) {
        expect(dictionary[`${key.slice(0, -4)}.other`], key).toBeTypeOf("string");
      }
      expect(Object.values(dictionary).filter((text) => text.includes("(s)"))).toEqual([]);
    }
  });
});
